import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { evaluateConfigText, get, repoRoot } from './deploy-harness';

// Only where a Docker daemon answers (not in this repository's CI): the image builds, starts and serves.
const daemon = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
if (!daemon) console.warn('deploy/ image check skipped: no Docker daemon (run `docker build -t hai-client .` by hand)');

const docker = (...args: string[]) => execFileSync('docker', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

describe.skipIf(!daemon)('the container image', () => {
  it('builds, and serves from a read-only root with config.js from its environment', { timeout: 900_000 }, async () => {
    docker('build', '-t', 'hai-client:test', '.');
    const id = docker(
      ...['run', '-d', '--read-only', '--tmpfs', '/var/cache/hai', '-p', '127.0.0.1::80'],
      ...['-e', 'HAI_API_URL=https://agora.example', 'hai-client:test'],
    );
    try {
      const port = Number(docker('port', id, '80/tcp').split(':').pop());
      let config = await get(port, '/config.js').catch(() => undefined);
      for (let attempt = 0; !config && attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        config = await get(port, '/config.js').catch(() => undefined);
      }
      expect(evaluateConfigText(config!.body.toString())).toEqual({ apiUrl: 'https://agora.example' });
      const page = await get(port, '/');
      expect(page.headers['content-security-policy']).toContain('https://agora.example');
      expect(page.body.toString()).toMatch(
        /http-equiv="Content-Security-Policy" content="[^"]*https:\/\/agora\.example/,
      );
      expect(docker('exec', id, 'find', '/usr/share/nginx/html', '-name', '*.map')).toBe('');
    } finally {
      docker('rm', '-f', id);
    }
  });
});
