import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsp, connectSources } from './csp';
import { inlineScriptHashes } from './csp-plugin';
import {
  evaluateConfig,
  evaluateConfigText,
  get,
  nginxBinary,
  removeDeployment,
  renderDeployment,
  repoRoot,
  serveDeployment,
  servedFile,
  type Rendered,
} from './deploy-harness';

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
const builtPage = `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${builtPolicy}" />\n`;

describe('deploy/docker-entrypoint.sh: config.js', () => {
  it('writes only the fields that are set', () => {
    const deployment = render({
      HAI_WS_URL: 'wss://agora.example/ws',
      HAI_API_URL: 'https://agora.example',
      HAI_TRANSPORT: 'agora-ws',
      HAI_USER_ID: '7d0b6b1e-0000-4000-8000-000000000001',
      HAI_BACKEND: 'langgraph',
      HAI_PERSONAS: ' koen, fatima ,,sanne ',
      HAI_ANSWER_MS: '20000',
      HAI_REPORT_ORIGINS: 'https://reports.agora.example, https://files.agora.example',
    });
    expect(deployment.status).toBe(0);
    expect(evaluateConfig(deployment)).toEqual({
      transport: 'agora-ws',
      wsUrl: 'wss://agora.example/ws',
      apiUrl: 'https://agora.example',
      userId: '7d0b6b1e-0000-4000-8000-000000000001',
      backend: 'langgraph',
      answerWithinMs: '20000',
      personas: ['koen', 'fatima', 'sanne'],
      reportOrigins: ['https://reports.agora.example', 'https://files.agora.example'],
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
    const deployment = render({
      ...Object.fromEntries(variables.map((name, index) => [name, hostile[index]!])),
      HAI_PERSONAS: hostile.join(','),
    });
    expect(deployment.status).toBe(0);
    expect(evaluateConfig(deployment)).toEqual({
      ...Object.fromEntries(names.map((name, index) => [name, hostile[index]!])),
      personas: hostile,
    });
    const text = servedFile(deployment, 'config.js');
    expect(text).not.toMatch(/<\/?script/i);
    expect(text.split('\n')).toHaveLength(11); // a comment, the opening, seven fields, the close, the last newline
  });

  it('drops control characters a configuration never holds', () => {
    expect(evaluateConfig(render({ HAI_USER_ID: 'ko\u0001en\u001b' }))).toEqual({ userId: 'koen' });
  });

  it('leaves config.js as the build (or a mount) has it when no HAI_* setting is given', () => {
    const deployment = render({}, { 'config.js': builtConfig });
    expect(deployment.status).toBe(0);
    expect(servedFile(deployment, 'config.js')).toBe(builtConfig);
    expect(readFileSync(deployment.conf, 'utf8')).not.toContain('location = /config.js');
  });

  it('writes into the run directory only, and forgets a config.js of an earlier start', () => {
    const deployment = render({ HAI_USER_ID: 'koen' }, { 'config.js': builtConfig });
    expect(readFileSync(join(deployment.root, 'config.js'), 'utf8')).toBe(builtConfig);
    expect(readFileSync(deployment.conf, 'utf8')).toContain(`alias ${deployment.run}/www/config.js;`);
    const again = renderDeployment({ HAI_RUN_DIR: deployment.run }, { 'config.js': builtConfig });
    rendered.push(again);
    expect(existsSync(join(deployment.run, 'www', 'config.js'))).toBe(false);
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
    const deployment = render({ HAI_API_URL: 'https://agora.example' }, { 'index.html': builtPage });
    const served = headerPolicy(readFileSync(deployment.conf, 'utf8'))!;
    expect(metaPolicy(servedFile(deployment, 'index.html'))).toBe(withoutFrameAncestors(served));
    expect(readFileSync(join(deployment.root, 'index.html'), 'utf8')).toBe(builtPage);
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
    ['AGORA_REPORTING_UPSTREAM', 'http://reporting:8000/reports'],
    ['AGORA_REPORTING_UPSTREAM', 'http://reporting:8000; return 200'],
    ['HAI_TRUSTED_PROXIES', '10.0.0.0/8; allow all'],
    ['HAI_TRUSTED_PROXIES', '10.0.0.0/8 caddy'],
    ['HAI_SOURCE_MAPS', 'yes'],
    ['HAI_ACCESS_LOG', '/dev/stdout combined'],
  ])('refuses %s=%j and writes nothing', (name, value) => {
    const result = render({ AGORA_UPSTREAM: 'http://gateway:8000', HAI_USER_ID: 'koen', [name]: value });
    expect(result.status).toBe(64);
    expect(result.stderr).toMatch(/^hai: /);
    expect(existsSync(result.conf)).toBe(false);
    expect(existsSync(result.run)).toBe(false);
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

  it('sends report downloads to AGORA_REPORTING_UPSTREAM, or answers them itself', () => {
    const own = readFileSync(render({}).conf, 'utf8');
    expect(own).toContain('return 404 \'{"detail":"Reporting service not configured (AGORA_REPORTING_UPSTREAM)"}');
    const shared = readFileSync(
      render({ AGORA_REPORTING_UPSTREAM: 'http://reporting:8000/', AGORA_RESOLVER: '127.0.0.11' }).conf,
      'utf8',
    );
    expect(shared).toContain('set $hai_reporting http://reporting:8000;');
    expect(shared).not.toContain('Reporting service not configured');
    expect(shared).not.toContain('set $hai_upstream');
  });

  it('trusts the client address from HAI_TRUSTED_PROXIES only', () => {
    expect(readFileSync(render({}).conf, 'utf8')).not.toContain('real_ip');
    const conf = readFileSync(render({ HAI_TRUSTED_PROXIES: '10.0.0.0/8,172.16.0.0/12  fd00::/8' }).conf, 'utf8');
    expect(conf).toContain('set_real_ip_from 10.0.0.0/8; set_real_ip_from 172.16.0.0/12; set_real_ip_from fd00::/8;');
    expect(conf).toContain('real_ip_header X-Forwarded-For;');
  });

  it('logs to stdout by default, or nowhere with HAI_ACCESS_LOG=off', () => {
    expect(readFileSync(render({ HAI_ACCESS_LOG: '' }).conf, 'utf8')).toContain('access_log /dev/stdout hai;');
    expect(readFileSync(render({ HAI_ACCESS_LOG: 'off' }).conf, 'utf8')).toContain('access_log off;');
  });

  it('leaves no placeholder unrendered', () => {
    const layouts: Record<string, string>[] = [
      {},
      {
        AGORA_UPSTREAM: 'http://[::1]:8000',
        AGORA_REPORTING_UPSTREAM: 'https://reporting',
        AGORA_RESOLVER: '::1',
        HAI_TRUSTED_PROXIES: '::1',
        HAI_SOURCE_MAPS: '1',
        HAI_USER_ID: 'koen',
      },
    ];
    for (const env of layouts) {
      expect(readFileSync(render(env, { 'index.html': builtPage }).conf, 'utf8')).not.toMatch(/\$\{[A-Z_]+\}/);
    }
  });
});

describe.skipIf(!nginxBinary)('deploy/docker-entrypoint.sh: a read-only web root', () => {
  it('serves its config.js and index.html’s policy from the run directory', async () => {
    const files = { 'index.html': builtPage, 'config.js': builtConfig, 'assets/x-abc123.js': 'export {};\n' };
    const env = { HAI_API_URL: 'https://agora.example', HAI_USER_ID: 'koen' };
    const served = await serveDeployment(env, files, { readOnlyRoot: true });
    try {
      const config = await get(served.port, '/config.js');
      expect(config.headers['cache-control']).toBe('no-cache');
      expect(evaluateConfigText(config.body.toString())).toEqual({ apiUrl: 'https://agora.example', userId: 'koen' });
      for (const path of ['/', '/index.html', '/inspecties/42']) {
        const page = await get(served.port, path);
        const policy = String(page.headers['content-security-policy']);
        expect(policy).toMatch(/connect-src 'self' https:\/\/agora\.example /);
        expect(metaPolicy(page.body.toString())).toBe(withoutFrameAncestors(policy));
      }
      expect(readdirSync(served.rendered.root, { recursive: true }).sort()).toEqual(
        ['assets', 'assets/x-abc123.js', 'config.js', 'index.html'].sort(),
      );
      for (const [name, text] of Object.entries(files)) {
        expect(readFileSync(join(served.rendered.root, name), 'utf8')).toBe(text);
      }
    } finally {
      await served.stop();
    }
  });
});
