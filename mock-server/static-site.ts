import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What AGORA's nginx (HAI/nginx.gateway.conf) hands to the gateway; everything else is the app's. */
const apiPaths = /^\/(ws|api|users|sessions|agents|gateway|health|agui|v1|__test__)(\/|$)/;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

async function sendFile(root: string, pathname: string, res: ServerResponse, head: boolean): Promise<void> {
  const wanted = resolve(root, `.${normalize(decodeURIComponent(pathname))}`);
  const inside = wanted === root || wanted.startsWith(root + sep);
  const file = inside && pathname !== '/' && extname(wanted) ? wanted : join(root, 'index.html');
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(head ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(head ? undefined : 'Not found');
  }
}

/**
 * One origin for the app and AGORA, as behind AGORA's nginx: the API's paths go to `api`, any other GET is a file
 * of the built app (`root`), and a path without a file extension is the app's `index.html`.
 */
export function withStaticSite(root: string, api: Handler): Handler {
  const base = resolve(root);
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://mock');
    const method = req.method ?? 'GET';
    if (apiPaths.test(pathname) || (method !== 'GET' && method !== 'HEAD')) return api(req, res);
    void sendFile(base, pathname, res, method === 'HEAD');
  };
}
