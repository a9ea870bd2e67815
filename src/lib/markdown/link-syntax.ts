/** Scanners for the parts of links: each reads forward from a position and never backtracks. */

export interface LinkTail {
  href: string;
  title: string;
  end: number;
}

const asciiPunctuation = /[!-/:-@[-`{-~]/;
/** Bounded like cmark does, so a run of "](((" cannot make every later link attempt rescan it. */
const MAX_PAREN_DEPTH = 32;

export const isAsciiPunctuation = (ch: string | undefined): boolean => ch !== undefined && asciiPunctuation.test(ch);

function unescape(text: string): string {
  return text.includes('\\') ? text.replace(/\\([!-/:-@[-`{-~])/g, '$1') : text;
}

function skipSpace(src: string, at: number): number {
  let i = at;
  while (src[i] === ' ' || src[i] === '\t' || src[i] === '\n') i++;
  return i;
}

function destination(src: string, at: number): { value: string; end: number } | null {
  if (src[at] === '<') {
    for (let i = at + 1; i < src.length; i++) {
      const ch = src[i];
      if (ch === '>') return { value: unescape(src.slice(at + 1, i)), end: i + 1 };
      if (ch === '<' || ch === '\n') return null;
      if (ch === '\\') i++;
    }
    return null;
  }
  let depth = 0;
  let i = at;
  for (; i < src.length; i++) {
    const code = src.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) break;
    if (code === 0x5c /* \ */ && isAsciiPunctuation(src[i + 1])) i++;
    else if (code === 0x28 /* ( */ && ++depth > MAX_PAREN_DEPTH) return null;
    else if (code === 0x29 /* ) */ && depth-- === 0) break;
  }
  return depth > 0 ? null : { value: unescape(src.slice(at, i)), end: i };
}

function title(src: string, at: number): { value: string; end: number } | null {
  const open = src[at];
  const close = open === '(' ? ')' : open;
  if (open !== '"' && open !== "'" && open !== '(') return null;
  for (let i = at + 1; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (ch === close) return { value: unescape(src.slice(at + 1, i)), end: i + 1 };
    else if (open === '(' && ch === '(') return null;
  }
  return null;
}

/** `(url "title")` right after a link's `]`; `at` points just past the `(`. */
export function linkTail(src: string, at: number): LinkTail | null {
  let i = skipSpace(src, at);
  if (src[i] === ')') return { href: '', title: '', end: i + 1 };
  const dest = destination(src, i);
  if (!dest) return null;
  i = skipSpace(src, dest.end);
  let text = '';
  if (i > dest.end && src[i] !== ')') {
    const parsed = title(src, i);
    if (!parsed) return null;
    text = parsed.value;
    i = skipSpace(src, parsed.end);
  }
  return src[i] === ')' ? { href: dest.value, title: text, end: i + 1 } : null;
}

const uriAutolink = /^[a-zA-Z][a-zA-Z0-9+.-]{1,31}:/;
const emailAutolink =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** `<https://…>` or `<naam@example.nl>`; `at` points at the `<`. Anything else with `<` stays text. */
export function angleAutolink(src: string, at: number): { href: string; text: string; end: number } | null {
  let i = at + 1;
  while (i < src.length) {
    const code = src.charCodeAt(i);
    if (code <= 0x20 || code === 0x3c /* < */ || code === 0x3e /* > */) break;
    i++;
  }
  if (src[i] !== '>') return null;
  const text = src.slice(at + 1, i);
  if (uriAutolink.test(text)) return { href: text, text, end: i + 1 };
  if (emailAutolink.test(text)) return { href: `mailto:${text}`, text, end: i + 1 };
  return null;
}

const trailingPunctuation = new Set(['?', '!', '.', ',', ':', ';', '*', '_', '~', '"', "'"]);

function isDomainChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 45 ||
    code === 46 ||
    code === 95 ||
    code > 0x7f
  );
}

/** Where the domain of a bare URL ends, and whether it is a valid one (GFM's rules, simplified). */
function domain(src: string, at: number): { end: number; valid: boolean } {
  let i = at;
  let dots = 0;
  let underscoreAt = -1;
  let lastDot = -1;
  let secondLastDot = -1;
  while (i < src.length && isDomainChar(src.charCodeAt(i))) i++;
  // Trailing "_" or "." are punctuation after the URL, not part of its domain.
  while (i > at && (src[i - 1] === '_' || src[i - 1] === '.')) i--;
  for (let j = at; j < i; j++) {
    if (src[j] === '.') {
      dots++;
      secondLastDot = lastDot;
      lastDot = j;
    } else if (src[j] === '_') underscoreAt = j;
  }
  const named = dots > 0 || src.startsWith('localhost', at);
  return { end: i, valid: i > at && src[at] !== '.' && named && (underscoreAt < 0 || underscoreAt < secondLastDot) };
}

/**
 * A GFM autolink literal (`https://…`, `www.…`) at `at`. On failure `from` says where the next
 * attempt may start, so a long invalid domain is never rescanned.
 */
export function bareUrl(src: string, at: number): { href: string; end: number } | { from: number } {
  const lower = src.slice(at, at + 8).toLowerCase();
  const prefix = lower.startsWith('https://') ? 8 : lower.startsWith('http://') ? 7 : lower.startsWith('www.') ? 0 : -1;
  if (prefix < 0) return { from: at + 1 };
  const host = domain(src, at + prefix);
  if (!host.valid) return { from: Math.max(host.end, at + 1) };
  const start = host.end;
  let end = start;
  while (end < src.length) {
    const code = src.charCodeAt(end);
    if (code <= 0x20 || code === 0x3c /* < */) break;
    end++;
  }
  let open = 0;
  let close = 0;
  for (let i = start; i < end; i++) {
    if (src[i] === '(') open++;
    else if (src[i] === ')') close++;
  }
  for (;;) {
    const last = src[end - 1];
    if (last !== undefined && trailingPunctuation.has(last)) end--;
    else if (last === ')' && close > open) {
      end--;
      close--;
    } else break;
  }
  if (end <= at + Math.max(prefix, 4)) return { from: at + 1 };
  const text = src.slice(at, end);
  return { href: prefix === 0 ? `http://${text}` : text, end };
}
