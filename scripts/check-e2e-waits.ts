import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A journey that sleeps a fixed time and then asserts that something did not happen passes just as well when the
// app never tried: it proves nothing. Wait for the event that is meant (or run the page's clock), then assert.

const sleepHelper =
  /(?:const|function)\s+(\w+)\s*=?\s*\([^)]*\)\s*(?::[^=]+)?=>\s*new Promise\([^)]*\)?[^\n]*setTimeout\(/;
const directSleep = /waitForTimeout\(|new Promise[^\n]*setTimeout\(\s*\w+\s*,\s*[^)\s]/;
const absence =
  /\.not\.|toHaveCount\(0\)|toBeHidden\(|toHaveLength\(|toEqual\(\[\]\)|toBe\((false|0|null|undefined)\)|toBeFalsy\(|toBeNull\(|toBeUndefined\(/;

/** Each fixed sleep whose next assertion is one of absence, as `file:line`. */
export function sleepsBeforeAbsence(source: string, file: string): string[] {
  const lines = source.split('\n');
  const helpers = lines.map((line) => sleepHelper.exec(line)?.[1]).filter((name): name is string => !!name);
  const callsHelper = (line: string) => helpers.some((name) => new RegExp(`await\\s+${name}\\(`).test(line));
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (sleepHelper.test(line) || !(directSleep.test(line) || callsHelper(line))) return;
    const start = lines.findIndex((later, at) => at > index && /\bexpect\b/.test(later));
    if (start < 0) return;
    const end = lines.findIndex((later, at) => at >= start && later.trimEnd().endsWith(';'));
    const assertion = lines.slice(start, end < 0 ? undefined : end + 1).join('\n');
    if (absence.test(assertion)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = 'e2e';
  const found = readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => sleepsBeforeAbsence(readFileSync(join(dir, name), 'utf8'), join(dir, name)));
  if (found.length) {
    console.error(`A fixed sleep followed by an assertion that something did not happen:\n${found.join('\n')}`);
    process.exit(1);
  }
}
