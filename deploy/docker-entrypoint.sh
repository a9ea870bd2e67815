#!/bin/sh
# Starts the HAI client's container: writes config.js, index.html's policy and the nginx configuration from the
# environment into the run directory (the web root may be read-only), then runs nginx. No value is trusted:
# config.js gets JS-escaped strings, nginx only values that pass narrow patterns, all checked before anything is
# written. HAI_NO_EXEC=1 stops before nginx (the tests render with it).
set -eu
export LC_ALL=C
umask 022

here=$(cd "$(dirname "$0")" && pwd)
root=${HAI_ROOT:-/usr/share/nginx/html}
run=${HAI_RUN_DIR:-/var/cache/hai}
conf=${HAI_NGINX_CONF:-$run/nginx.conf}
template=${HAI_NGINX_TEMPLATE:-$here/nginx.conf.template}
port=${HAI_PORT:-80}
nl='
'

fail() {
  echo "hai: $*" >&2
  exit 64
}

# One line that matches the extended regular expression whole.
matches() {
  case $1 in *"$nl"*) return 1 ;; esac
  printf '%s\n' "$1" | grep -Eqx "$2"
}

# A JS string literal: JSON's escapes, and < > & as \u escapes so no value can close a script or start markup.
# Control characters other than tab, newline and carriage return are dropped.
js_string() {
  printf '"'
  printf '%s' "$1" | tr -d '\000-\010\013\014\016-\037' |
    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g' -e 's/>/\\u003e/g' -e 's/&/\\u0026/g' \
      -e "s/$(printf '\t')/\\\\t/g" -e "s/$(printf '\r')/\\\\r/g" \
      -e "s/$(printf '\342\200\250')/\\\\u2028/g" -e "s/$(printf '\342\200\251')/\\\\u2029/g" |
    awk 'NR > 1 { printf "\\n" } { printf "%s", $0 }'
  printf '"'
}

fields=''
field() {
  eval "value=\${$2-}"
  if [ -n "$value" ]; then fields="$fields  $1: $(js_string "$value"),$nl"; fi
}

# A comma-separated variable ($2) as a list of JS strings named $1, blanks dropped.
list_field() {
  eval "value=\${$2-}"
  [ -n "$value" ] || return 0
  list=''
  set -f
  old_ifs=$IFS
  IFS=,
  for item in $value; do
    item=${item#"${item%%[![:space:]]*}"}
    item=${item%"${item##*[![:space:]]}"}
    if [ -n "$item" ]; then list="$list${list:+, }$(js_string "$item")"; fi
  done
  IFS=$old_ifs
  set +f
  if [ -n "$list" ]; then fields="$fields  $1: [$list],$nl"; fi
}

# Writes config.js from the HAI_* variables that are set; with none nginx serves the build's (or a mounted) file.
write_config() {
  field transport HAI_TRANSPORT
  field wsUrl HAI_WS_URL
  field apiUrl HAI_API_URL
  field agentUrl HAI_AGENT_URL
  field userId HAI_USER_ID
  field backend HAI_BACKEND
  field apiKey HAI_API_KEY
  field stallAfterMs HAI_STALL_MS
  field answerWithinMs HAI_ANSWER_MS
  list_field personas HAI_PERSONAS
  list_field reportOrigins HAI_REPORT_ORIGINS
  rm -f "$run/www/config.js"
  [ -n "$fields" ] || return 0
  {
    echo '// Written at container start from the HAI_* environment variables (README: "Deploying beside AGORA").'
    printf 'window.__HAI_CONFIG__ = {\n%s};\n' "$fields"
  } >"$run/www/config.js.new"
  mv "$run/www/config.js.new" "$run/www/config.js"
}

origin_of() {
  printf '%s' "$1" | sed -En 's,^((wss?|https?)://[^/?#]+).*,\1,p'
}

add_source() {
  case " $connect " in *" $1 "*) ;; *) connect="$connect $1" ;; esac
}

# connect-src: this origin, the origins of the configured URLs, HAI_CONNECT_SRC (space- or comma-separated), and
# what the build's policy always allows.
connect_src() {
  connect="'self'"
  for url in "${HAI_WS_URL-}" "${HAI_API_URL-}" "${HAI_AGENT_URL-}"; do
    origin=$(origin_of "$url")
    if [ -n "$origin" ]; then add_source "$origin"; fi
  done
  set -f
  for source in $(printf '%s' "${HAI_CONNECT_SRC-}" | tr ',' ' '); do add_source "$source"; done
  set +f
  add_source wss://api.elevenlabs.io # the gateway's voice input, as in the build's policy (scripts/csp.ts)
  matches "$connect" "[][A-Za-z0-9*.:/_' -]+" || fail "connect-src has a source that is not allowed: $connect"
}

# scheme://host[:port] and nothing more, without a trailing slash.
upstream_of() {
  eval "value=\${$1-}"
  value=${value%/}
  [ -z "$value" ] || matches "$value" 'https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(:[0-9]{1,5})?' ||
    fail "$1 must be scheme://host[:port], nothing more: $value"
  printf '%s' "$value"
}

upstream_settings() {
  upstream=$(upstream_of AGORA_UPSTREAM)
  reporting=$(upstream_of AGORA_REPORTING_UPSTREAM)
  [ -n "$upstream$reporting" ] || return 0
  resolver=${AGORA_RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)}
  resolver=${resolver:-127.0.0.11}
  case $resolver in *:*:*) resolver="[$resolver]" ;; esac
  matches "$resolver" '[0-9A-Fa-f.:]+|\[[0-9A-Fa-f:]+\]' || fail "AGORA_RESOLVER is not an address: $resolver"
}

brotli_module() {
  for dir in /usr/lib/nginx/modules /usr/share/nginx/modules /etc/nginx/modules; do
    if [ -f "$dir/ngx_http_brotli_filter_module.so" ]; then
      brotli="$dir/ngx_http_brotli_filter_module.so"
      return 0
    fi
  done
  brotli=''
}

# set_real_ip_from for each address or CIDR in HAI_TRUSTED_PROXIES (space- or comma-separated), e.g. Caddy's.
trusted_proxies() {
  real_ip=''
  set -f
  for source in $(printf '%s' "${HAI_TRUSTED_PROXIES-}" | tr ',' ' '); do
    matches "$source" '([0-9]{1,3}\.){3}[0-9]{1,3}(/[0-9]{1,2})?|[0-9A-Fa-f]*:[0-9A-Fa-f:.]*(/[0-9]{1,3})?|unix:' ||
      fail "HAI_TRUSTED_PROXIES has an entry that is not an address or CIDR: $source"
    real_ip="$real_ip${real_ip:+ }set_real_ip_from $source;"
  done
  set +f
}

server_settings() {
  matches "$port" '[0-9]{1,5}' || fail "HAI_PORT is not a port: $port"
  for path in "$root" "$run"; do
    matches "$path" '/[A-Za-z0-9._/-]*' || fail "not a plain absolute path: $path"
  done
  access_log=${HAI_ACCESS_LOG:-/dev/stdout}
  if [ "$access_log" != off ]; then
    matches "$access_log" '/[A-Za-z0-9._/-]*' || fail "HAI_ACCESS_LOG is neither off nor a plain absolute path"
    access_log="$access_log hai"
  fi
  source_maps=${HAI_SOURCE_MAPS:-0}
  matches "$source_maps" '[01]' || fail "HAI_SOURCE_MAPS must be 0 or 1: $source_maps"
  trusted_proxies
}

# The built index.html carries the policy as a meta tag too; both apply, so its connect-src must say the same.
# The copy goes to the run directory, which stays writable when the web root is not.
copy_index() {
  rm -f "$run/www/index.html"
  [ -f "$root/index.html" ] || return 0
  sed -e 's,\(http-equiv="Content-Security-Policy" content="[^"]*connect-src \)[^;"]*,\1'"$connect"',' \
    "$root/index.html" >"$run/www/index.html.new"
  mv "$run/www/index.html.new" "$run/www/index.html"
}

# Drops the lines from '# <name>-begin' to '# <name>-end' unless the first argument is set.
keep_if() {
  if [ -z "$1" ]; then printf '/# %s-begin/,/# %s-end/d' "$2" "$2"; fi
}

render_nginx() {
  written_config=''
  if [ -f "$run/www/config.js" ]; then written_config=1; fi
  written_index=''
  if [ -f "$run/www/index.html" ]; then written_index=1; fi
  no_maps=''
  if [ "$source_maps" = 0 ]; then no_maps=1; fi
  no_reporting=''
  if [ -z "$reporting" ]; then no_reporting=1; fi
  sed -e "$(keep_if "$upstream" agora-proxy)" -e "$(keep_if "$brotli" brotli)" \
    -e "$(keep_if "$reporting" reporting)" -e "$(keep_if "$no_reporting" no-reporting)" \
    -e "$(keep_if "$real_ip" real-ip)" -e "$(keep_if "$no_maps" no-source-maps)" \
    -e "$(keep_if "$written_config" run-config)" -e "$(keep_if "$written_index" run-index)" \
    -e 's,\${HAI_PORT},'"$port"',g' -e 's,\${HAI_ROOT},'"$root"',g' -e 's,\${HAI_RUN_DIR},'"$run"',g' \
    -e 's,\${HAI_CONNECT_SRC},'"$connect"',g' -e 's,\${HAI_BROTLI_MODULE},'"$brotli"',g' \
    -e 's,\${HAI_ACCESS_LOG},'"$access_log"',g' -e 's,\${HAI_SET_REAL_IP_FROM},'"$real_ip"',g' \
    -e 's,\${AGORA_UPSTREAM},'"$upstream"',g' -e 's,\${AGORA_REPORTING_UPSTREAM},'"$reporting"',g' \
    -e 's,\${AGORA_RESOLVER},'"${resolver:-}"',g' \
    "$template" >"$conf.new"
  mv "$conf.new" "$conf"
}

connect_src
upstream_settings
server_settings
brotli_module
mkdir -p "$run/www" || fail "cannot write to the run directory $run (HAI_RUN_DIR; a tmpfs on a read-only root)"
write_config
copy_index
render_nginx
echo "hai: serving $root on port $port${upstream:+, AGORA at $upstream}${reporting:+, reports at $reporting};" \
  "connect-src $connect" >&2

if [ "${HAI_NO_EXEC:-}" = 1 ]; then exit 0; fi
exec nginx -c "$conf" -e stderr -g 'daemon off;'
