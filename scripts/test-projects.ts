import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const skipped = new Set(['node_modules', '.git', 'e2e', 'public']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) || entry.name.startsWith('dist') ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The Node-side test files (`*.test.ts`) that count work with V8's block counters (src/testing/count-work.ts). V8
 * adds the counters when it first compiles a function, so the code they measure must be loaded fresh in their file:
 * they run isolated, while every other file shares its worker's modules.
 */
export function countingWorkFiles(roots: string[]): string[] {
  return roots.flatMap(testFiles).filter((file) => /testing\/count-work['"]/.test(readFileSync(file, 'utf8')));
}
