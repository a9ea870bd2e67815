import type { Block } from './ast';
import { parseTopLevel, splitLines } from './parse-blocks';

/** A parse that the next, longer text of the same streaming message can resume from. */
export interface MarkdownParse {
  readonly text: string;
  readonly lines: readonly string[];
  readonly blocks: readonly Block[];
  /** The line each top-level block starts on. */
  readonly starts: readonly number[];
}

function parseWhole(text: string): MarkdownParse {
  const lines = splitLines(text);
  return { text, lines, ...parseTopLevel(lines) };
}

/** The last block whose first two lines were already complete: every block before it is final. */
function lastSettledStart(starts: readonly number[], completeLines: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! + 2 <= completeLines) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * `text` parsed, reusing `previous` when `text` only appends to it (a streaming answer): blocks
 * before the last settled one keep their identity, so memoized rendering skips them, and only the
 * open tail is split and parsed again. A block decides where it ends by looking at most one line
 * past it, so blocks whose following two lines were complete cannot change by appending.
 */
export function parseIncrementally(text: string, previous?: MarkdownParse): MarkdownParse {
  if (previous?.text === text) return previous;
  if (
    !previous ||
    text.length < previous.text.length ||
    previous.text.endsWith('\r') ||
    !text.startsWith(previous.text)
  )
    return parseWhole(text);
  const complete = previous.lines.length - 1;
  const settled = lastSettledStart(previous.starts, complete);
  if (settled <= 0) return parseWhole(text);
  const lines = previous.lines
    .slice(0, complete)
    .concat(splitLines(previous.lines[complete]! + text.slice(previous.text.length)));
  const tail = parseTopLevel(lines, previous.starts[settled]);
  return {
    text,
    lines,
    blocks: previous.blocks.slice(0, settled).concat(tail.blocks),
    starts: previous.starts.slice(0, settled).concat(tail.starts),
  };
}
