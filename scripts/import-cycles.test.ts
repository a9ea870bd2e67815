import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const { scripts }: { scripts: Record<string, string> } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dirs: string[] = [];

/** Runs `npm run lint:cycles`'s own command in a made-up tree of `files`. */
function lintCycles(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'hai-cycles-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
  return spawnSync('sh', ['-c', scripts['lint:cycles']!], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH },
  });
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run lint:cycles', () => {
  // ESLint's import-x/no-cycle skips type-only imports, so a circle of types passed it.
  it('fails on a circle of type-only imports', () => {
    const run = lintCycles({
      'src/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'src/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('src/b.ts -> src/a.ts');
  }, 30_000);

  it('fails on a circle through the mock server and the scenarios', () => {
    const run = lintCycles({
      'mock-server/seed.ts': "import { part } from '../scenarios/part';\nexport const seed = () => part;\n",
      'scenarios/part.ts':
        "import type { seed } from '../mock-server/seed';\nexport const part: typeof seed | null = null;\n",
    });
    expect(run.status).toBe(1);
  }, 30_000);

  it('passes imports that run one way', () => {
    const run = lintCycles({
      'src/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'src/b.ts': 'export interface B { n: number }\n',
    });
    expect(run.status).toBe(0);
  }, 30_000);
});
