import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsp, connectSources } from './csp';
import { inlineScriptHashes } from './csp-plugin';
import { evaluateConfig, removeDeployment, renderDeployment, repoRoot, type Rendered } from './deploy-harness';

// Each case starts shells or nginx; a busy CI machine takes its time.
vi.setConfig({ testTimeout: 20_000 });

const rendered: Rendered[] = [];
function render(env: Record<string, string>, files: Record<string, string> = {}): Rendered {
  const result = renderDeployment(env, files);
  rendered.push(result);
  return result;
}
afterEach(() => rendered.splice(0).forEach(removeDeployment));

const builtConfig = readFileSync(join(repoRoot, 'public', 'config.js'), 'utf8');
const headerPolicy = (conf: string) => /add_header Content-Security-Policy "([^"]*)"/.exec(conf)?.[1];
const metaPolicy = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
/** Sources the build's connect-src always holds, whatever the server (the gateway's voice input). */
const alwaysConnect = (/connect-src ([^;]*)/.exec(buildCsp({}))?.[1] ?? '')
  .split(' ')
  .filter((source) => !connectSources({}).includes(source));
/** The build's policy: index.html's inline script allowed by its hash (the template names the same hash). */
const builtPolicy = buildCsp({}, inlineScriptHashes(readFileSync(join(repoRoot, 'index.html'), 'utf8')));
const withoutFrameAncestors = (policy: string) => policy.replace(/; frame-ancestors 'none'$/, '');

describe('deploy/docker-entrypoint.sh: config.js', () => {
  it('writes only the fields that are set', () => {
    const { root, status } = render({
      HAI_WS_URL: 'wss://agora.example/ws',
      HAI_API_URL: 'https://agora.example',
      HAI_TRANSPORT: 'agora-ws',
      HAI_USER_ID: '7d0b6b1e-0000-4000-8000-000000000001',
      HAI_BACKEND: 'langgraph',
      HAI_PERSONAS: ' koen, fatima ,,sanne ',
      HAI_ANSWER_MS: '20000',
    });
    expect(status).toBe(0);
    expect(evaluateConfig(root)).toEqual({
      transport: 'agora-ws',
      wsUrl: 'wss://agora.example/ws',
      apiUrl: 'https://agora.example',
      userId: '7d0b6b1e-0000-4000-8000-000000000001',
      backend: 'langgraph',
      answerWithinMs: '20000',
      personas: ['koen', 'fatima', 'sanne'],
    });
  });

  it('keeps hostile values as plain strings that cannot break out of the file', () => {
    const hostile = [
      `a"b'c\\d`,
      '</script><script>alert(1)</script>',
      'line one\nline two\r\n\ttabbed',
      '*/ }; window.pwned = true; /*',
      '${HOME} $(touch pwned) `id`',
      'ünïcødé \u2028 \u2029 end',
    ];
    const names = ['transport', 'userId', 'backend', 'apiKey', 'stallAfterMs', 'answerWithinMs'];
    const variables = ['HAI_TRANSPORT', 'HAI_USER_ID', 'HAI_BACKEND', 'HAI_API_KEY', 'HAI_STALL_MS', 'HAI_ANSWER_MS'];
    const { root, status } = render({
      ...Object.fromEntries(variables.map((name, index) => [name, hostile[index]!])),
      HAI_PERSONAS: hostile.join(','),
    });
    expect(status).toBe(0);
    expect(evaluateConfig(root)).toEqual({
      ...Object.fromEntries(names.map((name, index) => [name, hostile[index]!])),
      personas: hostile,
    });
    const text = readFileSync(join(root, 'config.js'), 'utf8');
    expect(text).not.toMatch(/<\/?script/i);
    expect(text.split('\n')).toHaveLength(11); // a comment, the opening, seven fields, the close, the last newline
  });

  it('drops control characters a configuration never holds', () => {
    const { root } = render({ HAI_USER_ID: 'ko\u0001en\u001b' });
    expect(evaluateConfig(root)).toEqual({ userId: 'koen' });
  });

  it('leaves config.js as the build (or a mount) has it when no HAI_* setting is given', () => {
    const { root, status } = render({}, { 'config.js': builtConfig });
    expect(status).toBe(0);
    expect(readFileSync(join(root, 'config.js'), 'utf8')).toBe(builtConfig);
    expect(evaluateConfig(root)).toEqual({});
  });
});

describe('deploy/docker-entrypoint.sh: the policy', () => {
  it('serves the build’s policy, connect-src from the environment, and forbids framing', () => {
    const { conf } = render({
      HAI_WS_URL: 'wss://agora.example/ws?x=1',
      HAI_API_URL: 'https://agora.example:8443/api',
      HAI_CONNECT_SRC: 'https://agents.example, wss://agora-old.example https://agents.example',
    });
    const connect = [
      "'self' wss://agora.example https://agora.example:8443 https://agents.example wss://agora-old.example",
      ...alwaysConnect,
    ].join(' ');
    const expected = builtPolicy.replace(/connect-src [^;]*/, `connect-src ${connect}`);
    expect(headerPolicy(readFileSync(conf, 'utf8'))).toBe(`${expected}; frame-ancestors 'none'`);
  });

  it('connects to its own origin (and what the build always allows) by default', () => {
    const { conf } = render({});
    expect(headerPolicy(readFileSync(conf, 'utf8'))).toContain(
      `connect-src ${["'self'", ...alwaysConnect].join(' ')};`,
    );
  });

  it('gives the built meta tag the same connect-src, so the two policies agree', () => {
    const page = `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${builtPolicy}" />\n`;
    const { conf, root } = render({ HAI_API_URL: 'https://agora.example' }, { 'index.html': page });
    const served = headerPolicy(readFileSync(conf, 'utf8'))!;
    expect(metaPolicy(readFileSync(join(root, 'index.html'), 'utf8'))).toBe(withoutFrameAncestors(served));
  });

  it.each([
    ['HAI_CONNECT_SRC', "https://a.example; script-src 'unsafe-inline'"],
    ['HAI_CONNECT_SRC', 'https://a.example"'],
    ['HAI_WS_URL', 'wss://a.example;evil/ws'],
    ['AGORA_UPSTREAM', 'http://gateway:8000; return 200'],
    ['AGORA_UPSTREAM', 'http://gateway:8000/path'],
    ['AGORA_UPSTREAM', 'http://gateway:8000\nlocation'],
    ['HAI_PORT', '80; listen 81'],
    ['AGORA_RESOLVER', '8.8.8.8; evil'],
  ])('refuses %s=%j and writes no nginx configuration', (name, value) => {
    const result = render({ AGORA_UPSTREAM: 'http://gateway:8000', [name]: value });
    expect(result.status).toBe(64);
    expect(result.stderr).toMatch(/^hai: /);
    expect(existsSync(result.conf)).toBe(false);
  });
});

describe('deploy/docker-entrypoint.sh: the two layouts', () => {
  it('proxies AGORA’s routes only when AGORA_UPSTREAM is given', () => {
    const own = readFileSync(render({}).conf, 'utf8');
    expect(own).not.toContain('proxy_pass');
    const shared = readFileSync(
      render({ AGORA_UPSTREAM: 'http://api-gateway:8000/', AGORA_RESOLVER: '127.0.0.11' }).conf,
      'utf8',
    );
    expect(shared).toContain('set $hai_upstream http://api-gateway:8000;');
    expect(shared).toContain('resolver 127.0.0.11 valid=10s');
    expect(shared).toMatch(/location ~ \^\/\(ws\|api\|sessions\|users\|agents\|gateway\|health\)/);
  });

  it('leaves no placeholder unrendered', () => {
    const layouts: Record<string, string>[] = [{}, { AGORA_UPSTREAM: 'http://[::1]:8000', AGORA_RESOLVER: '::1' }];
    for (const env of layouts) {
      expect(readFileSync(render(env).conf, 'utf8')).not.toMatch(/\$\{[A-Z_]+\}/);
    }
  });
});
