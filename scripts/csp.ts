/** Build-time settings the Content-Security-Policy is derived from (the `VITE_*` variables). */
export interface CspEnv {
  VITE_AGORA_WS_URL?: string;
  VITE_AGORA_API_URL?: string;
  VITE_CSP_CONNECT_SRC?: string;
}

const defaultWs = ['ws://localhost:8000', 'ws://127.0.0.1:8000'];
const defaultApi = ['http://localhost:8000', 'http://127.0.0.1:8000'];

function originOf(url: string | undefined, name: string): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} is not an absolute URL: ${value}`);
  }
  if (!['ws:', 'wss:', 'http:', 'https:'].includes(parsed.protocol))
    throw new Error(`${name} must be ws(s) or http(s): ${value}`);
  return `${parsed.protocol}//${parsed.host}`;
}

/** Extra sources from `VITE_CSP_CONNECT_SRC` (space- or comma-separated); nothing that could end the directive. */
function extraSources(list: string | undefined): string[] {
  const sources = (list ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!/^[A-Za-z0-9*.:/_\-[\]']+$/.test(source))
      throw new Error(`VITE_CSP_CONNECT_SRC has an invalid source: ${source}`);
  }
  return sources;
}

export function connectSources(env: CspEnv): string[] {
  const ws = originOf(env.VITE_AGORA_WS_URL, 'VITE_AGORA_WS_URL');
  const api = originOf(env.VITE_AGORA_API_URL, 'VITE_AGORA_API_URL');
  const all = [
    "'self'",
    ...(ws ? [ws] : defaultWs),
    ...(api ? [api] : defaultApi),
    ...extraSources(env.VITE_CSP_CONNECT_SRC),
  ];
  return [...new Set(all)];
}

/** The policy of the built app. Style attributes stay allowed (virtualized lists and panels set them); `<style>` elements do not. */
export function buildCsp(env: CspEnv, inlineScriptHashes: readonly string[] = []): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // index.html's one inline script (the early message box's Enter and send button) by its hash only.
    ['script-src', ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    // The gateway's voice plays from object URLs; its voice input streams to ElevenLabs' realtime recognizer.
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', [...connectSources(env), 'wss://api.elevenlabs.io']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    // Trusted Types: no string reaches an HTML or script sink; the socket worker's, the service worker's and the
    // session search worker's URLs go through a named policy each (src/transport/worker-socket.ts,
    // src/app/pwa/service-worker.ts, src/features/sessions/search-engine.ts).
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', ['hai-socket-worker', 'hai-service-worker', 'hai-search-worker']],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
