import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  accessLogWith,
  get,
  listen,
  nginxBinary,
  nginxTest,
  removeDeployment,
  renderDeployment,
  serveDeployment,
  type Served,
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
  'assets/x-abc123.js.map': '{"version":3,"sources":["src/secret-source.ts"]}\n',
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
    [
      'with every setting',
      {
        AGORA_UPSTREAM: 'http://api-gateway:8000',
        AGORA_REPORTING_UPSTREAM: 'http://reporting:8000',
        AGORA_RESOLVER: '127.0.0.11',
        HAI_TRUSTED_PROXIES: '10.0.0.0/8, 172.16.0.0/12 fd00::/8 192.168.1.1',
        HAI_SOURCE_MAPS: '1',
        HAI_ACCESS_LOG: 'off',
        HAI_API_URL: 'https://agora.example',
      },
    ],
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
  let served: Served;
  let port: number;

  beforeAll(async () => {
    served = await serveDeployment({ HAI_CONNECT_SRC: 'https://agora.example' }, dist);
    port = served.port;
  }, 60_000);
  afterAll(() => served?.stop());

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

  it('answers report downloads with a plain 404 without AGORA_REPORTING_UPSTREAM', async () => {
    const answer = await get(port, '/api/reporting/reports/s1/pdf');
    expect(answer.status).toBe(404);
    expect(header(answer, 'content-type')).toBe('application/json');
    expect(JSON.parse(answer.body.toString())).toEqual({
      detail: 'Reporting service not configured (AGORA_REPORTING_UPSTREAM)',
    });
  });

  it('keeps source maps to itself', async () => {
    expect((await get(port, '/assets/x-abc123.js.map')).status).toBe(404);
    expect((await get(port, '/x.js.map')).status).toBe(404);
  });
});

describe.skipIf(!nginxBinary)('the served app, opted in', () => {
  it('serves source maps with HAI_SOURCE_MAPS=1', async () => {
    const served = await serveDeployment({ HAI_SOURCE_MAPS: '1' }, dist);
    try {
      const answer = await get(served.port, '/assets/x-abc123.js.map');
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(dist['assets/x-abc123.js.map']);
    } finally {
      await served.stop();
    }
  });

  it('takes the client’s address from a trusted proxy only', async () => {
    const served = await serveDeployment({ HAI_TRUSTED_PROXIES: '127.0.0.0/8' }, dist);
    try {
      await get(served.port, '/trusted', { 'X-Forwarded-For': '203.0.113.7' });
      expect(await accessLogWith(served.rendered, 'GET /trusted ')).toMatch(/^203\.0\.113\.7 - /m);
    } finally {
      await served.stop();
    }
    const direct = await serveDeployment({}, dist);
    try {
      await get(direct.port, '/direct', { 'X-Forwarded-For': '203.0.113.7' });
      expect(await accessLogWith(direct.rendered, 'GET /direct ')).toMatch(/^127\.0\.0\.1 - /m);
    } finally {
      await direct.stop();
    }
  });
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 0xff, 0xfe]), Buffer.from('\n%%EOF\n')]);

/** AGORA's reporting service with one report, noting each request's path and key. */
function reportingService(seen: { url?: string; key?: string }[]): Server {
  return createServer((req, res) => {
    seen.push({ url: req.url, key: req.headers['x-api-key'] as string | undefined });
    if (req.url === '/reports/s1/pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="s1.pdf"' });
      res.end(pdf);
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":"Report not found"}');
    }
  });
}

describe.skipIf(!nginxBinary)('the served app, on one origin with AGORA’s gateway', () => {
  let served: Served;
  let port: number;
  let gateway: Awaited<ReturnType<typeof listen>>;
  let reporting: Awaited<ReturnType<typeof listen>>;
  const reportingSeen: { url?: string; key?: string }[] = [];

  beforeAll(async () => {
    const upstream = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ url: req.url, key: req.headers['x-api-key'], proto: req.headers['x-forwarded-proto'] }));
    });
    const sockets = new WebSocketServer({ server: upstream });
    sockets.on('connection', (socket, req) => socket.on('message', (data) => socket.send(`${req.url} ${data}`)));
    gateway = await listen(upstream);
    reporting = await listen(reportingService(reportingSeen));
    served = await serveDeployment(
      {
        AGORA_UPSTREAM: `http://127.0.0.1:${gateway.port}`,
        AGORA_REPORTING_UPSTREAM: `http://127.0.0.1:${reporting.port}/`,
      },
      dist,
    );
    port = served.port;
  }, 60_000);
  afterAll(async () => {
    await served?.stop();
    await gateway?.close();
    await reporting?.close();
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

  it('passes report downloads to the reporting service, without the gateway’s key', async () => {
    const answer = await get(port, '/api/reporting/reports/s1/pdf', { 'X-API-Key': 'k-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(pdf);
    expect(header(answer, 'content-type')).toBe('application/pdf');
    expect(header(answer, 'content-disposition')).toBe('attachment; filename="s1.pdf"');
    expect(header(answer, 'cache-control')).toBeUndefined();
    expect(reportingSeen.at(-1)).toEqual({ url: '/reports/s1/pdf', key: undefined });
    expect((await get(port, '/api/reporting/reports/s2/json')).status).toBe(404);
    expect(reportingSeen.at(-1)).toEqual({ url: '/reports/s2/json', key: undefined });
  });

  it('logs no query string, so no key', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?token=secret123`, {
      headers: { 'User-Agent': 'probe-ws' },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.close();
    const referer = `http://127.0.0.1:${port}/inspecties?token=secret123#x`;
    await get(port, '/api/sessions?token=secret123', { Referer: referer, 'User-Agent': 'probe-get' });
    await accessLogWith(served.rendered, 'probe-get');
    const log = await accessLogWith(served.rendered, 'probe-ws');
    expect(log).toContain('"GET /ws HTTP/1.1" 101 ');
    expect(log).toContain(`"GET /api/sessions HTTP/1.1" 200 `);
    expect(log).toContain(`"http://127.0.0.1:${port}/inspecties" "probe-get"`);
    expect(log).not.toContain('token=');
    expect(log).not.toContain('secret123');
  });
});

describe.skipIf(!nginxBinary)('the served app, with the gateway but no reporting service', () => {
  it('answers report downloads itself instead of asking the gateway', async () => {
    const seen: string[] = [];
    const gateway = await listen(
      createServer((req, res) => {
        seen.push(req.url ?? '');
        res.end();
      }),
    );
    const served = await serveDeployment({ AGORA_UPSTREAM: `http://127.0.0.1:${gateway.port}` }, dist);
    try {
      const answer = await get(served.port, '/api/reporting/reports/s1/pdf');
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('AGORA_REPORTING_UPSTREAM');
      expect(seen).toEqual([]);
    } finally {
      await served.stop();
      await gateway.close();
    }
  });
});
