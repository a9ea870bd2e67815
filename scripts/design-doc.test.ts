import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const design = readFileSync(join(root, 'DESIGN.md'), 'utf8');
const roots = ['src', 'scenarios', 'mock-server', 'e2e', 'bench', 'scripts', 'public', '.ci', 'deploy'];

function folders(dir: string): string[] {
  const inside = readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());
  return [dir, ...inside.flatMap((name) => folders(join(dir, name)))];
}

/** `src/model` may be named as `src/model/` or, inside src, as `model/`. */
const named = (folder: string) =>
  design.includes(`${folder}/`) || (folder.startsWith('src/') && design.includes(`${relative('src', folder)}/`));

describe('DESIGN.md', () => {
  it('names every folder of the code', () => {
    expect(roots.flatMap(folders).filter((folder) => !named(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    // A path in a code span: folders, then the span's end or a file name (so `import-x/no-cycle` is no folder).
    const paths = /`((?:\.?[a-z-]+\/)+)(?=`|[\w.-]+\.\w+)/g;
    const mentioned = [...design.matchAll(paths)].map((match) => match[1]!.replace(/\/$/, ''));
    const missing = mentioned.filter((path) => !existsSync(join(root, path)) && !existsSync(join(root, 'src', path)));
    expect(missing).toEqual([]);
  });

  it('names only files that exist', () => {
    // A file path in a code span (`src/model/x.ts`, `model/x.ts`, `deploy/nginx.conf.template`); `../` leaves the repo.
    const files = /`(?!\.\.\/)((?:\.?[\w-]+\/)+[\w.-]+\.(?:tsx?|mjs|json|md|html|css|sh|conf|template|ya?ml|js))\b/g;
    const mentioned = [...design.matchAll(files)].map((match) => match[1]!);
    const missing = mentioned.filter((path) => !existsSync(join(root, path)) && !existsSync(join(root, 'src', path)));
    expect(missing).toEqual([]);
  });
});

/** Lint's layer of a source file (eslint.config.js's rank list, by folder). */
const layerOf = (path: string) => /^src\/(session\/react|[a-z-]+)\//.exec(path)?.[1] ?? path.split('/')[0]!;

/** The files of a walk table under `heading`: its rows' second cells, in order. */
function walk(heading: string): string[] {
  const section = design.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| \d+ \| `([^`]+)` \|/gm)].map((match) => match[1]!);
}

describe("DESIGN.md's walks", () => {
  it.each([
    ['One frame, from socket to bubble', 10],
    ['One typed message, from key to wire', 8],
  ])('%s: at most %i files, each layer passed in one run', (heading, most) => {
    const files = walk(heading);
    expect(files.length).toBeGreaterThan(3);
    expect(files.length).toBeLessThanOrEqual(most);
    const runs = files.map(layerOf).filter((layer, index, layers) => layer !== layers[index - 1]);
    expect(runs).toEqual([...new Set(runs)]);
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
