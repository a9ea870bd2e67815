import { spawn, type ChildProcess } from 'node:child_process';

// Starts the mock AGORA server and the app's dev server together, and says where to go.
const mockPort = Number(process.env.MOCK_PORT ?? 8000);
const appPort = Number(process.env.APP_PORT ?? 5173);
const host = '127.0.0.1';
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (line: string) => (line.trim() ? `[${name}] ${line}\n` : '');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString().split('\n').map(prefix).join('')));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk.toString().split('\n').map(prefix).join('')));
  child.on('exit', (code) => {
    console.error(`[${name}] stopped (${code ?? 'signal'}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('mock', 'node_modules/.bin/tsx', ['mock-server/main.ts', '--port', String(mockPort), '--host', host]);
run('app', 'node_modules/.bin/vite', ['--host', host, '--port', String(appPort), '--strictPort']);

await Promise.all([waitFor(`http://${host}:${mockPort}/health`), waitFor(`http://${host}:${appPort}/`)]);
console.log(
  `\n  HAI client is running — open http://${host}:${appPort}/\n  (mock AGORA server on http://${host}:${mockPort}; Ctrl+C stops both)\n`,
);
