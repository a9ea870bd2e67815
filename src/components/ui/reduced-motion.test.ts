import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('motion', () => {
  it('animates only for those who have not asked for reduced motion', () => {
    const unguarded = sources(src).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/(\S*)animate-(?!none)[\w-]+/g)]
        .filter((match) => !match[1]!.endsWith('motion-safe:'))
        .map((match) => `${path.slice(src.length + 1)}: ${match[0]}`),
    );
    expect(unguarded).toEqual([]);
  });
});
