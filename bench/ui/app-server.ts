import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

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

/** Serves a built app on 127.0.0.1 and any free port; unknown paths get index.html (client routing). */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname));
    const file = join(root, path === sep || path === '/' ? 'index.html' : path);
    const inside = file.startsWith(root + sep);
    const send = (body: Buffer, name: string): void => {
      res.writeHead(200, {
        'content-type': types[extname(name)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
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
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
