import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanBundle } from './check-bundle';

let dir = '';

function bundle(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'hai-bundle-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scanBundle', () => {
  it('finds nothing in a clean build that only carries the allow-listed server settings', () => {
    const clean = bundle({
      'index.html': '<script src="/config.js"></script>',
      'assets/index.js':
        'const e={VITE_AGORA_WS_URL:`ws://127.0.0.1:8787/ws`};const tokenCount=3;const label="password:";',
    });
    expect(
      scanBundle(clean, { VITE_AGORA_API_URL: 'http://127.0.0.1:8787', VITE_CSP_CONNECT_SRC: 'wss://agora.example' }),
    ).toEqual([]);
  });

  it('reports each kind of secret with its file', () => {
    const leaky = bundle({
      'index.html': '<script>const apiKey = "abcdefgh12345";</script>',
      'assets/a.js': `const k="sk-${'A1'.repeat(12)}";const aws="AKIA${'B'.repeat(16)}";`,
      'assets/b.css': '/* -----BEGIN RSA PRIVATE KEY----- */',
      'assets/c.js': "const t={password: `hunter2hunter2`, secret = '0123456789'}",
    });
    const rules = scanBundle(leaky, {})
      .map(({ file, rule }) => `${file}: ${rule}`)
      .sort();
    expect(rules).toEqual([
      'assets/a.js: AWS access key',
      'assets/a.js: OpenAI-style key',
      'assets/b.css: private key',
      'assets/c.js: credential assignment',
      'assets/c.js: credential assignment',
      'index.html: credential assignment',
    ]);
  });

  it('reports build variables outside VITE_AGORA_* and VITE_CSP_* by name and by value; source maps are not scanned', () => {
    const leaky = bundle({
      'assets/index.js': 'const env={VITE_SENTRY_DSN:`x`};fetch(`https://hooks.example/abcdef123456`);',
      'assets/index.js.map': '{"sources":["sk-AAAAAAAAAAAAAAAAAAAAAAAA"]}',
    });
    const findings = scanBundle(leaky, {
      VITE_WEBHOOK: 'https://hooks.example/abcdef123456',
      VITE_FLAG: 'on',
      PATH: '/usr/bin',
    });
    expect(findings.map(({ rule }) => rule)).toEqual(['non-allow-listed VITE_ variable name', 'value of VITE_WEBHOOK']);
    expect(findings[1]?.excerpt).toContain('hooks.example');
  });
});
