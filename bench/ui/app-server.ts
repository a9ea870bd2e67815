import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const buildTimeoutMs = 300_000;

/** `vite build` into `outDir` with extra env (the mock server's URLs), as a child so nothing of the build stays in this process. */
export function buildApp(
  outDir: string,
  env: Record<string, string>,
  signal: AbortSignal,
  extraArgs: readonly string[] = [],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node_modules/.bin/vite',
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extraArgs],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
      },
    );
    let output = '';
    const collect = (chunk: Buffer): void => void (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGTERM'), buildTimeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const compressible = /^(text\/|application\/json|image\/svg)/;
const immutable = 'public, max-age=31536000, immutable';

/**
 * How a production host answers: gzip (default level, as the budgets count), hashed `/assets/` cached for a year,
 * everything else (index.html, config.js, a service worker) revalidated by ETag, so a repeat visit costs a 304.
 */
function productionHeaders(
  req: IncomingMessage,
  path: string,
  body: Buffer,
  type: string,
  zipped: Map<string, Buffer>,
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': path.startsWith('/assets/') ? immutable : 'no-cache',
    etag,
    vary: 'accept-encoding',
  };
  if (req.headers['if-none-match'] === etag) return { status: 304, headers, body: Buffer.alloc(0) };
  if (!compressible.test(type) || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
    return { status: 200, headers, body };
  const gzipped = zipped.get(etag) ?? gzipSync(body);
  zipped.set(etag, gzipped);
  return { status: 200, headers: { ...headers, 'content-encoding': 'gzip' }, body: gzipped };
}

/**
 * Serves a built app on 127.0.0.1 and `port` (default any free one); unknown paths get index.html (client routing).
 * By default nothing is cached or compressed; `production` answers as a real host would (see productionHeaders).
 */
export async function serveStatic(root: string, { production = false, port = 0 } = {}): Promise<StaticServer> {
  const zipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname));
    const file = join(root, path === sep || path === '/' ? 'index.html' : path);
    const inside = file.startsWith(root + sep);
    const send = (body: Buffer, name: string): void => {
      const type = types[extname(name)] ?? 'application/octet-stream';
      const answer = production
        ? productionHeaders(req, name === file ? path : '/index.html', body, type, zipped)
        : { status: 200, headers: { 'content-type': type, 'cache-control': 'no-store' }, body };
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    };
    (inside ? readFile(file) : Promise.reject(new Error('outside root')))
      .then((body) => send(body, file))
      .catch(() => readFile(join(root, 'index.html')).then((body) => send(body, 'index.html')))
      .catch(() => {
        res.writeHead(404);
        res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
