import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  freePort,
  get,
  nginxBinary,
  nginxTest,
  removeDeployment,
  renderDeployment,
  startNginx,
  type Rendered,
  type RunningNginx,
} from './deploy-harness';

// Each case starts shells or nginx; a busy CI machine takes its time.
vi.setConfig({ testTimeout: 20_000 });

// CI installs Debian's nginx-light (.ci/run); elsewhere these checks wait for it rather than fail.
if (!nginxBinary && process.env.CI) throw new Error('nginx is missing: apt-get install nginx-light');
if (!nginxBinary) console.warn('deploy/ nginx checks skipped: no nginx here (apt-get install nginx-light)');

const script = `export const answer = ${JSON.stringify('42 '.repeat(400))};\n`;
const dist = {
  'index.html': '<!doctype html><meta charset="UTF-8" /><title>HAI</title><div id="root"></div>\n',
  'assets/x-abc123.js': script,
  'config.js': 'window.__HAI_CONFIG__ = {};\n',
  'sw.js': 'self.skipWaiting();\n',
  'manifest.webmanifest': '{"name":"HAI"}\n',
};
const header = (answer: { headers: Record<string, string | string[] | undefined> }, name: string) =>
  answer.headers[name];

describe.skipIf(!nginxBinary)('deploy/nginx.conf.template', () => {
  it.each([
    ['on its own origin', {}],
    ['behind AGORA’s gateway', { AGORA_UPSTREAM: 'http://api-gateway:8000', AGORA_RESOLVER: '127.0.0.11' }],
  ])('passes nginx -t %s', (_layout, env) => {
    const rendered = renderDeployment({ HAI_PORT: '8080', ...env }, dist);
    try {
      expect(rendered.status).toBe(0);
      const result = nginxTest(rendered);
      expect(result.output).toContain('syntax is ok');
      expect(result).toEqual({ status: 0, output: result.output });
    } finally {
      removeDeployment(rendered);
    }
  });
});

describe.skipIf(!nginxBinary)('the served app, on its own origin', () => {
  let rendered: Rendered;
  let nginx: RunningNginx;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    rendered = renderDeployment({ HAI_PORT: String(port), HAI_CONNECT_SRC: 'https://agora.example' }, dist);
    nginx = await startNginx(rendered, port);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    if (rendered) removeDeployment(rendered);
  });

  it('keeps hashed assets for a year and gzips them', async () => {
    const answer = await get(port, '/assets/x-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(header(answer, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(answer, 'content-encoding')).toBe('gzip');
    expect(header(answer, 'vary')).toContain('Accept-Encoding');
  });

  it.each(['/', '/index.html', '/config.js', '/sw.js', '/manifest.webmanifest'])('asks again for %s', async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(200);
    expect(header(answer, 'cache-control')).toBe('no-cache');
  });

  it('serves the manifest as a web app manifest', async () => {
    expect(header(await get(port, '/manifest.webmanifest'), 'content-type')).toBe('application/manifest+json');
  });

  it('answers an unknown page with the app, but a missing asset with 404', async () => {
    const page = await get(port, '/inspecties/42?thread=a');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(dist['index.html']);
    expect(header(page, 'cache-control')).toBe('no-cache');
    expect((await get(port, '/assets/missing-0000.js')).status).toBe(404);
  });

  it('sends the security headers, on errors too', async () => {
    for (const path of ['/', '/assets/missing-0000.js']) {
      const answer = await get(port, path);
      const policy = String(header(answer, 'content-security-policy'));
      expect(policy).toMatch(/connect-src 'self' https:\/\/agora\.example[ ;]/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('trusted-types hai-socket-worker hai-service-worker hai-search-worker');
      expect(header(answer, 'x-content-type-options')).toBe('nosniff');
      expect(header(answer, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header(answer, 'permissions-policy')).toBe('microphone=(self), camera=(), geolocation=()');
    }
  });

  it('does not proxy without AGORA_UPSTREAM', async () => {
    const answer = await get(port, '/api/sessions');
    expect(answer.body.toString()).toBe(dist['index.html']);
  });
});

describe.skipIf(!nginxBinary)('the served app, on one origin with AGORA’s gateway', () => {
  let rendered: Rendered;
  let nginx: RunningNginx;
  let upstream: Server;
  let port: number;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ url: req.url, key: req.headers['x-api-key'], proto: req.headers['x-forwarded-proto'] }));
    });
    const sockets = new WebSocketServer({ server: upstream });
    sockets.on('connection', (socket, req) => socket.on('message', (data) => socket.send(`${req.url} ${data}`)));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const upstreamPort = typeof address === 'object' && address ? address.port : 0;
    port = await freePort();
    rendered = renderDeployment({ HAI_PORT: String(port), AGORA_UPSTREAM: `http://127.0.0.1:${upstreamPort}` }, dist);
    nginx = await startNginx(rendered, port);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
    if (rendered) removeDeployment(rendered);
  });

  it.each([
    '/api/langgraph/sessions?user_id=u',
    '/sessions',
    '/users/u/preferences',
    '/agents',
    '/gateway/backends',
    '/health',
  ])('passes %s to the gateway with its key', async (path) => {
    const answer = await get(port, path, { 'X-API-Key': 'k-1', 'X-Forwarded-Proto': 'https' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ url: path, key: 'k-1', proto: 'https' });
    expect(header(answer, 'cache-control')).toBeUndefined();
  });

  it('keeps serving the app itself', async () => {
    expect((await get(port, '/')).body.toString()).toBe(dist['index.html']);
    expect((await get(port, '/healthy-looking-page')).body.toString()).toBe(dist['index.html']);
  });

  it('carries the WebSocket through', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?token=k-1`);
    const reply = new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    socket.once('open', () => socket.send('hallo'));
    await expect(reply).resolves.toBe('/ws?token=k-1 hallo');
    socket.close();
  });
});
