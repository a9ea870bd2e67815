import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real script, on a port this test holds: it must stop before starting anything.
const repoRoot = join(import.meta.dirname, '..');

function listen(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

async function freePort(): Promise<number> {
  const server = await listen();
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start on a taken port', () => {
  let taken: Server;
  beforeAll(async () => {
    taken = await listen();
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
  });

  it('exits non-zero naming the port and MOCK_PORT, and never says it runs', async () => {
    const result = await runStart({ MOCK_PORT: String(portOf(taken)), APP_PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${portOf(taken)} (the mock AGORA server) is already in use`);
    expect(result.stderr).toContain('MOCK_PORT=');
    expect(result.stdout).not.toContain('running');
  }, 30_000);

  it('names APP_PORT when the app port is taken', async () => {
    const result = await runStart({ MOCK_PORT: String(await freePort()), APP_PORT: String(portOf(taken)) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${portOf(taken)} (the app) is already in use`);
    expect(result.stderr).toContain('APP_PORT=');
  }, 30_000);
});
