import type { Inline } from './ast';
import { buildTree, type Delim, processEmphasis, pushDelim, tokenText, type Tokens } from './emphasis';
import { angleAutolink, bareUrl, isAsciiPunctuation, linkTail } from './link-syntax';

interface Bracket {
  /** Where its `[` sits in the token list. */
  index: number;
  image: boolean;
  delimBefore: Delim | null;
}

const whitespace = /\s/;
const punctuation = /[\p{P}\p{S}]/u;
const isSpace = (ch: string | undefined) =>
  ch === undefined || ch === ' ' || ch === '\n' || (ch > '~' ? whitespace.test(ch) : ch === '\t');
const isPunct = (ch: string | undefined) =>
  ch !== undefined && (ch > '~' ? punctuation.test(ch) : isAsciiPunctuation(ch));
/** Where a bare URL may start (as micromark's GFM does): `www.` after these or whitespace, `http` after anything but a letter. */
const wwwBoundary = new Set(['*', '_', '~', '(', '[', ']']);
const urlMayStart = (src: string, at: number) => {
  const before = src[at - 1];
  if (src[at] === 'w' || src[at] === 'W') return isSpace(before) || wwwBoundary.has(before!);
  return before === undefined || !/[a-zA-Z]/.test(before);
};
/** Text without any of these is plain: most table cells and many lines skip the scanner. */
const markup = /[\\`*_~[\]<\n]|https?:\/\/|www\./i;
/** Unclosed `[` beyond this many stay plain text: no real link needs them, and each costs memory. */
const MAX_OPEN_BRACKETS = 256;

/** Closing backtick runs by length, each list read through once: code spans cost O(n) in total. */
class BacktickRuns {
  private readonly byLength = new Map<number, number[]>();
  private readonly cursor = new Map<number, number>();

  constructor(src: string) {
    for (let i = src.indexOf('`'); i >= 0; i = src.indexOf('`', i)) {
      const start = i;
      while (src[i] === '`') i++;
      const runs = this.byLength.get(i - start);
      if (runs) runs.push(start);
      else this.byLength.set(i - start, [start]);
    }
  }

  /** Start of the first run of exactly `length` backticks at or after `from`, or -1. */
  find(length: number, from: number): number {
    const runs = this.byLength.get(length);
    if (!runs) return -1;
    let at = this.cursor.get(length) ?? 0;
    while (at < runs.length && runs[at]! < from) at++;
    this.cursor.set(length, at);
    return runs[at] ?? -1;
  }
}

function codeSpan(raw: string): string {
  const text = raw.replace(/\n/g, ' ');
  return text.length > 1 && text.startsWith(' ') && text.endsWith(' ') && text.trim() ? text.slice(1, -1) : text;
}

/** Parses one paragraph's (or heading's, or cell's) text into inline nodes; every character is read a bounded number of times. */
export function parseInline(src: string): Inline[] {
  if (!markup.test(src)) return src ? [{ type: 'text', value: src }] : [];
  const tokens: Tokens = { list: [], top: null };
  const list = tokens.list;
  const brackets: Bracket[] = [];
  let inactiveBelow = 0;
  let backticks: BacktickRuns | undefined;
  let noUrlBefore = 0;
  let textStart = 0;
  let i = 0;

  const flush = (end: number) => {
    if (end > textStart) list.push(src.slice(textStart, end));
  };
  const autolink = (href: string, value: string) =>
    list.push({ type: 'link', href, title: '', children: [{ type: 'text', value }] });
  const skipIndent = (from: number) => {
    let next = from;
    while (src[next] === ' ' || src[next] === '\t') next++;
    return next;
  };

  /** At a `]`: a link or image when an active `[` and a `(destination)` match, else it stays text. */
  function closeBracket(): number {
    const index = brackets.length - 1;
    const bracket = brackets.pop();
    const inactive = bracket !== undefined && !bracket.image && index < inactiveBelow;
    inactiveBelow = Math.min(inactiveBelow, brackets.length);
    const tail = bracket && !inactive && src[i + 1] === '(' ? linkTail(src, i + 2) : null;
    if (!bracket || !tail) return i + 1;
    flush(i);
    processEmphasis(tokens, bracket.delimBefore);
    if (bracket.image) {
      const alt = tokenText(list, bracket.index + 1);
      list.length = bracket.index;
      list.push({ type: 'image', src: tail.href, title: tail.title, alt });
    } else {
      list[bracket.index] = { kind: 'open', node: { type: 'link', href: tail.href, title: tail.title, children: [] } };
      list.push({ kind: 'close' });
      inactiveBelow = brackets.length;
    }
    textStart = tail.end;
    return tail.end;
  }

  function delimiterRun(ch: string): number {
    let end = i;
    while (src[end] === ch) end++;
    if (ch === '~' && end - i !== 2) return end;
    flush(i);
    const before = src[i - 1];
    const after = src[end];
    const left = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
    const right = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
    const underscore = ch === '_';
    pushDelim(
      tokens,
      ch,
      end - i,
      underscore ? left && (!right || isPunct(before)) : left,
      underscore ? right && (!left || isPunct(after)) : right,
    );
    textStart = end;
    return end;
  }

  /** Two trailing spaces make a hard break; a soft one stays in the text as "\n" (the block parser strips indentation). */
  function lineEnd(): number {
    let end = i;
    while (end > textStart && src[end - 1] === ' ') end--;
    if (i - end < 2) return i + 1;
    flush(end);
    list.push({ type: 'break' });
    textStart = skipIndent(i + 1);
    return textStart;
  }

  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === '\n' || isAsciiPunctuation(next)) {
        flush(i);
        list.push(next === '\n' ? { type: 'break' } : next!);
        i = next === '\n' ? skipIndent(i + 2) : i + 2;
        textStart = i;
      } else i++;
    } else if (ch === '`') {
      let end = i;
      while (src[end] === '`') end++;
      backticks ??= new BacktickRuns(src);
      const close = backticks.find(end - i, end);
      if (close < 0) i = end;
      else {
        flush(i);
        list.push({ type: 'code', value: codeSpan(src.slice(end, close)) });
        i = close + end - i;
        textStart = i;
      }
    } else if (ch === '*' || ch === '_' || ch === '~') {
      i = delimiterRun(ch);
    } else if ((ch === '[' || (ch === '!' && src[i + 1] === '[')) && brackets.length < MAX_OPEN_BRACKETS) {
      flush(i);
      const image = ch === '!';
      brackets.push({ index: list.length, image, delimBefore: tokens.top });
      list.push(image ? '![' : '[');
      i += image ? 2 : 1;
      textStart = i;
    } else if (ch === ']') {
      i = closeBracket();
    } else if (ch === '<') {
      const link = angleAutolink(src, i);
      if (!link) i++;
      else {
        flush(i);
        autolink(link.href, link.text);
        i = link.end;
        textStart = i;
      }
    } else if (ch === '\n') {
      i = lineEnd();
    } else if ((ch === 'h' || ch === 'H' || ch === 'w' || ch === 'W') && i >= noUrlBefore && urlMayStart(src, i)) {
      const url = bareUrl(src, i);
      if ('from' in url) {
        noUrlBefore = url.from;
        i++;
      } else {
        flush(i);
        autolink(url.href, src.slice(i, url.end));
        i = url.end;
        textStart = i;
      }
    } else i++;
  }
  flush(i);
  processEmphasis(tokens, null);
  return buildTree(list);
}
