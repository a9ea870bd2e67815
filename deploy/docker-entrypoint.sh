#!/bin/sh
# Starts the HAI client's container: writes config.js and the nginx configuration from the environment, then
# runs nginx. No value is trusted: config.js gets JS-escaped strings, nginx only values that pass narrow patterns.
# HAI_NO_EXEC=1 stops before nginx (the tests render with it).
set -eu
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
root=${HAI_ROOT:-/usr/share/nginx/html}
conf=${HAI_NGINX_CONF:-/etc/nginx/nginx.conf}
run=${HAI_RUN_DIR:-/var/cache/hai}
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

personas() {
  [ -n "${HAI_PERSONAS-}" ] || return 0
  list=''
  set -f
  old_ifs=$IFS
  IFS=,
  for name in $HAI_PERSONAS; do
    name=${name#"${name%%[![:space:]]*}"}
    name=${name%"${name##*[![:space:]]}"}
    if [ -n "$name" ]; then list="$list${list:+, }$(js_string "$name")"; fi
  done
  IFS=$old_ifs
  set +f
  if [ -n "$list" ]; then fields="$fields  personas: [$list],$nl"; fi
}

# Writes config.js from the HAI_* variables that are set; with none it leaves the build's (or a mounted) file.
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
  personas
  [ -n "$fields" ] || return 0
  umask 022
  {
    echo '// Written at container start from the HAI_* environment variables (README: "Deploying beside AGORA").'
    printf 'window.__HAI_CONFIG__ = {\n%s};\n' "$fields"
  } >"$root/config.js.new"
  mv "$root/config.js.new" "$root/config.js"
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

upstream_settings() {
  upstream=${AGORA_UPSTREAM-}
  upstream=${upstream%/}
  [ -n "$upstream" ] || return 0
  matches "$upstream" 'https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(:[0-9]{1,5})?' ||
    fail "AGORA_UPSTREAM must be scheme://host[:port], nothing more: $upstream"
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

render_nginx() {
  matches "$port" '[0-9]{1,5}' || fail "HAI_PORT is not a port: $port"
  for path in "$root" "$run"; do
    matches "$path" '/[A-Za-z0-9._/-]*' || fail "not a plain absolute path: $path"
  done
  drop_proxy='/# agora-proxy-begin/,/# agora-proxy-end/d'
  if [ -n "$upstream" ]; then drop_proxy=''; fi
  drop_brotli='/# brotli-begin/,/# brotli-end/d'
  if [ -n "$brotli" ]; then drop_brotli=''; fi
  mkdir -p "$run"
  sed -e "$drop_proxy" -e "$drop_brotli" \
    -e 's,\${HAI_PORT},'"$port"',g' -e 's,\${HAI_ROOT},'"$root"',g' -e 's,\${HAI_RUN_DIR},'"$run"',g' \
    -e 's,\${HAI_CONNECT_SRC},'"$connect"',g' -e 's,\${HAI_BROTLI_MODULE},'"$brotli"',g' \
    -e 's,\${AGORA_UPSTREAM},'"${upstream:-}"',g' -e 's,\${AGORA_RESOLVER},'"${resolver:-}"',g' \
    "$template" >"$conf.new"
  mv "$conf.new" "$conf"
}

# The built index.html carries the policy as a meta tag too; both apply, so its connect-src must say the same.
align_meta_policy() {
  page="$root/index.html"
  [ -f "$page" ] && [ -w "$page" ] || return 0
  sed -e 's,\(http-equiv="Content-Security-Policy" content="[^"]*connect-src \)[^;"]*,\1'"$connect"',' \
    "$page" >"$page.new"
  cat "$page.new" >"$page"
  rm -f "$page.new"
}

connect_src
upstream_settings
brotli_module
write_config
render_nginx
align_meta_policy
echo "hai: serving $root on port $port${upstream:+, AGORA at $upstream}; connect-src $connect" >&2

if [ "${HAI_NO_EXEC:-}" = 1 ]; then exit 0; fi
exec nginx -c "$conf" -g 'daemon off;'
