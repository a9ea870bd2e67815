import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = 'src/components/ui/virtual';
const files = ['use-virtual-list.ts', 'virtual-controller.ts', 'virtual-model.ts'];

/** Where the comparison puts the hand-written list it reads from git (ignored by git, lint and the type check). */
export const handWrittenDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../dist-bench/virtualizer/hand-written-src',
);

const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8' });

/** The last commit with the app's own virtual list: the parent of the one that replaced it (issue 36). */
export function handWrittenCommit(): string {
  const replaced = git('log', '-1', '--format=%H', '--diff-filter=D', '--', `${folder}/virtual-controller.ts`).trim();
  return git('rev-parse', '--short=12', replaced ? `${replaced}^` : 'HEAD').trim();
}

/** Writes that list, as it was at `commit`, where `vite.hand-written.config.ts` builds the app with it. */
export function writeHandWritten(commit: string): void {
  mkdirSync(handWrittenDir, { recursive: true });
  for (const file of files) writeFileSync(join(handWrittenDir, file), git('show', `${commit}:${folder}/${file}`));
}
