import type { Inline } from './ast';
import { buildTree, processEmphasis } from './emphasis';
import { createScanner, flushText, type InlineScanner } from './inline-scanner';
import { scanAngleAutolink, scanBareUrl } from './scan-autolinks';
import { scanCloseBracket, scanOpenBracket } from './scan-brackets';
import { scanCodeSpan } from './scan-code-span';
import { scanDelimiterRun } from './scan-delimiter-run';
import { scanEscape } from './scan-escape';
import { scanLineEnd } from './scan-line-end';

/** Text without any of these is plain: most table cells and many lines skip the scanner. */
const markup = /[\\`*_~[\]<\n]|https?:\/\/|www\./i;

const scanners = new Map<string, (s: InlineScanner) => void>([
  ['\\', scanEscape],
  ['`', scanCodeSpan],
  ['*', scanDelimiterRun],
  ['_', scanDelimiterRun],
  ['~', scanDelimiterRun],
  ['[', scanOpenBracket],
  ['!', scanOpenBracket],
  [']', scanCloseBracket],
  ['<', scanAngleAutolink],
  ['\n', scanLineEnd],
  ['h', scanBareUrl],
  ['H', scanBareUrl],
  ['w', scanBareUrl],
  ['W', scanBareUrl],
]);

/** Characters no scanner starts at stay in the pending text. */
function scanText(s: InlineScanner): void {
  do s.pos++;
  while (s.pos < s.src.length && !scanners.has(s.src[s.pos]!));
}

/** Parses one paragraph's (or heading's, or cell's) text into inline nodes; every character is read a bounded number of times. */
export function parseInline(src: string): Inline[] {
  if (!markup.test(src)) return src ? [{ type: 'text', value: src }] : [];
  const s = createScanner(src);
  while (s.pos < src.length) (scanners.get(src[s.pos]!) ?? scanText)(s);
  flushText(s, s.pos);
  processEmphasis(s.tokens, null);
  return buildTree(s.tokens.list);
}
