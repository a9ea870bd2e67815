import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

/** Test helpers for deploy/: render the container's files into a temporary directory and run its nginx there. */
export const repoRoot = join(import.meta.dirname, '..');
const entrypoint = join(repoRoot, 'deploy', 'docker-entrypoint.sh');
export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));

export interface Rendered {
  dir: string;
  root: string;
  run: string;
  conf: string;
  accessLog: string;
  status: number | null;
  stderr: string;
}

/**
 * Runs the entrypoint without starting nginx, with `files` as the web root (made read-only with `readOnlyRoot`)
 * and only `env` set; the access log goes to a file beside them unless `env` says otherwise.
 */
export function renderDeployment(
  env: Record<string, string>,
  files: Record<string, string> = {},
  { readOnlyRoot = false } = {},
): Rendered {
  const dir = mkdtempSync(join(tmpdir(), 'hai-deploy-'));
  chmodSync(dir, 0o755); // nginx's workers run as nobody when the tests run as root
  const root = join(dir, 'root');
  const run = join(dir, 'run');
  const conf = join(dir, 'nginx.conf');
  const accessLog = join(dir, 'access.log');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  mkdirSync(root, { recursive: true });
  if (readOnlyRoot) spawnSync('chmod', ['-R', 'a-w', root]);
  const result = spawnSync('sh', [entrypoint], {
    env: {
      PATH: process.env.PATH,
      HAI_NO_EXEC: '1',
      HAI_ROOT: root,
      HAI_RUN_DIR: run,
      HAI_NGINX_CONF: conf,
      HAI_ACCESS_LOG: accessLog,
      ...env,
    },
    encoding: 'utf8',
  });
  return { dir, root, run, conf, accessLog, status: result.status, stderr: result.stderr };
}

export function removeDeployment(rendered: Rendered) {
  spawnSync('chmod', ['-R', 'u+w', rendered.dir]);
  rmSync(rendered.dir, { recursive: true, force: true });
}

/** The file nginx serves as `/<name>`: the entrypoint's copy in the run directory, else the web root's. */
export function servedFile(rendered: Rendered, name: 'config.js' | 'index.html'): string {
  const written = join(rendered.run, 'www', name);
  return readFileSync(existsSync(written) ? written : join(rendered.root, name), 'utf8');
}

/** What `window.__HAI_CONFIG__` a config.js sets, run as a browser would run it. */
export function evaluateConfigText(code: string): unknown {
  const context: { window: { __HAI_CONFIG__?: unknown } } = { window: {} };
  runInNewContext(code, context);
  return JSON.parse(JSON.stringify(context.window.__HAI_CONFIG__ ?? null)) as unknown;
}

export const evaluateConfig = (rendered: Rendered) => evaluateConfigText(servedFile(rendered, 'config.js'));

/** `nginx -t` on a rendered configuration; stdout is /dev/null, as the access log opens it. */
export function nginxTest(rendered: Rendered): { status: number | null; output: string } {
  const result = spawnSync(nginxBinary!, ['-t', '-c', rendered.conf, '-p', rendered.run, '-e', 'stderr'], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return { status: result.status, output: result.stderr };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface RunningNginx {
  stop: () => Promise<void>;
  output: () => string;
}

/** An HTTP server on a free loopback port, standing in for one of AGORA's services. */
export async function listen(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { port: typeof address === 'object' && address ? address.port : 0, close };
}

export interface Served {
  rendered: Rendered;
  port: number;
  stop: () => Promise<void>;
}

/** Renders a deployment and starts its nginx on a free port; `stop` ends nginx and removes the files. */
export async function serveDeployment(
  env: Record<string, string>,
  files: Record<string, string>,
  options: { readOnlyRoot?: boolean } = {},
): Promise<Served> {
  const port = await freePort();
  const rendered = renderDeployment({ HAI_PORT: String(port), ...env }, files, options);
  if (rendered.status !== 0) {
    removeDeployment(rendered);
    throw new Error(`the entrypoint failed: ${rendered.stderr}`);
  }
  const nginx = await startNginx(rendered, port).catch((error: unknown) => {
    removeDeployment(rendered);
    throw error;
  });
  return {
    rendered,
    port,
    stop: async () => {
      await nginx.stop();
      removeDeployment(rendered);
    },
  };
}

/** Starts the rendered nginx in the foreground and waits until it answers on `port`. */
async function startNginx(rendered: Rendered, port: number): Promise<RunningNginx> {
  const child: ChildProcess = spawn(
    nginxBinary!,
    ['-c', rendered.conf, '-p', rendered.run, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    try {
      await get(port, '/config.js');
      return { stop, output: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await stop();
  throw new Error(`nginx did not start: ${output}`);
}

/** The access log once it holds `text`: nginx writes a WebSocket's line only when the socket has closed. */
export async function accessLogWith(rendered: Rendered, text: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const log = existsSync(rendered.accessLog) ? readFileSync(rendered.accessLog, 'utf8') : '';
    if (log.includes(text)) return log;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the access log never held ${text}`);
}
