import type { BacktickRuns } from './backtick-runs';
import type { Delim, Token, Tokens } from './emphasis';

interface Bracket {
  /** Where its `[` sits in the token list. */
  index: number;
  image: boolean;
  delimBefore: Delim | null;
}

/** What the inline scanners share: each reads at `pos` and moves it on. */
export interface InlineScanner {
  readonly src: string;
  readonly tokens: Tokens;
  readonly brackets: Bracket[];
  /** A `[` below this index sits inside a link already, so it cannot make another. */
  inactiveBelow: number;
  /** Indexed at the first backtick: most text has none. */
  backticks: BacktickRuns | undefined;
  /** A failed bare URL read its domain up to here; no other attempt starts inside it. */
  noUrlBefore: number;
  /** Where the text not yet in `tokens` starts. */
  textStart: number;
  pos: number;
}

export function createScanner(src: string): InlineScanner {
  return {
    src,
    tokens: { list: [], top: null },
    brackets: [],
    inactiveBelow: 0,
    backticks: undefined,
    noUrlBefore: 0,
    textStart: 0,
    pos: 0,
  };
}

/** Adds the pending text up to `end` as a token. */
export function flushText(s: InlineScanner, end: number): void {
  if (end <= s.textStart) return;
  s.tokens.list.push(s.src.slice(s.textStart, end));
  s.textStart = end;
}

/** Adds the text up to `end` and then `token`; reading goes on at `next`. */
export function emit(s: InlineScanner, token: Token, next: number, end = s.pos): void {
  flushText(s, end);
  s.tokens.list.push(token);
  s.pos = next;
  s.textStart = next;
}

export function skipIndent(src: string, from: number): number {
  let next = from;
  while (src[next] === ' ' || src[next] === '\t') next++;
  return next;
}
