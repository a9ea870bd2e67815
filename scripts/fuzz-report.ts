import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostileFrame } from '../src/testing/hostile-frames';
import { describeFrame } from '../src/testing/hostile-run';

/* What `npm run fuzz` prints and keeps of a failure: the frames, described, and all of them in a file. */

const failureDir = join(tmpdir(), 'hai-fuzz');

/** Writes every frame's text (they may be megabytes) to a file named after the failure; returns its path. */
export function keepFrames(name: string, frames: readonly HostileFrame[]): string {
  mkdirSync(failureDir, { recursive: true });
  const path = join(failureDir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ frames }, null, 1));
  return path;
}

/** The frames one a line, each cut to its first characters; `failed` marks the one that broke something. */
export const listFrames = (frames: readonly HostileFrame[], failed?: number): string =>
  frames.map((frame, i) => `  ${i === failed ? '→' : ' '} ${i + 1}. ${describeFrame(frame)}`).join('\n');

export interface Failure {
  stage: string;
  what: string;
  reproduce: string;
}

export function printFailures(failures: readonly Failure[], seed: number): void {
  if (failures.length === 0) return;
  console.log(`\nfuzz: ${failures.length} failure(s), seed ${seed}`);
  for (const failure of failures)
    console.log(`\n[${failure.stage}] ${failure.what}\n  reproduce: ${failure.reproduce}`);
}

/** A run in one line: how many frames, and the hostile ones' labels (each once). */
export function summarizeRun(frames: readonly HostileFrame[]): string {
  const hostile = [
    ...new Set(frames.filter((f) => f.kind !== 'context' && f.kind !== 'lifecycle').map((f) => f.label)),
  ];
  const end = frames.at(-1)?.label === 'RUN_FINISHED' ? '' : ', no RUN_FINISHED';
  return `${frames.length} frames${end}${hostile.length ? ` (${hostile.join('; ')})` : ''}`;
}
