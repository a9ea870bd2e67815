const TERMINATORS = '.!?…';
const CLOSERS = '"\'”’»›)]}';
const ABBREVIATIONS = new Set([
  'bijv',
  'bv',
  'o.a',
  'd.w.z',
  'm.b.t',
  'i.v.m',
  'nr',
  'art',
  'ca',
  'e.d',
  'enz',
  'mr',
  'dhr',
  'mevr',
  'mw',
  'dr',
  'drs',
  'ir',
  'ing',
  'prof',
  'blz',
  'evt',
  'incl',
  'excl',
  'resp',
  'zgn',
  't.a.v',
  'n.a.v',
  'm.u.v',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'cf',
  'mrs',
  'ms',
  'jr',
  'sr',
  'fig',
  'approx',
]);

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);
const tidy = (raw: string) => raw.replace(/\s+/g, ' ').trim();

/** True when the single `.` at `dot` belongs to an abbreviation, an initial or a list number. */
function isAbbreviation(text: string, start: number, dot: number): boolean {
  let from = dot;
  while (from > start && !isSpace(text[from - 1])) from--;
  const token = text.slice(from, dot).replace(/^[^\p{L}\p{N}]+/u, '');
  if (token === '') return false;
  if (ABBREVIATIONS.has(token.toLowerCase())) return true;
  if (/^\p{Lu}$/u.test(token) || /^(\p{L}\.)+\p{L}$/u.test(token)) return true;
  return /^\d{1,3}$/.test(token) && text.slice(start, from).trim() === '';
}

/**
 * Returns the complete sentences of `text` that start at or after offset `consumed`, and the offset
 * after the last one returned. Call it again with the grown text and the returned offset: nothing is
 * returned twice, and chunk boundaries never change the result.
 *
 * Rules:
 * - a sentence ends at `.`, `!`, `?` or `…` (a run of them, then any closing quotes or brackets)
 *   followed by whitespace; text that ends right after a terminator waits for the next character;
 * - a `.` does not end a sentence after a known abbreviation (bijv., o.a., dhr., e.g., etc., …),
 *   a dotted abbreviation (o.a., J.P.), a single capital initial (`G. Romano`) or a 1–3 digit list
 *   number opening the sentence (`1. Eerste`); decimals, times and `852/2004` never split because
 *   no whitespace follows their punctuation;
 * - a paragraph break (two newlines, optionally with other whitespace between) ends a sentence;
 * - with `final`, the remaining non-blank text is one more sentence and `consumed` becomes the length;
 * - sentences are trimmed with whitespace runs collapsed to one space, and never empty;
 * - a `consumed` outside `0..text.length` is clamped.
 */
export function nextSentences(
  text: string,
  consumed: number,
  final: boolean,
): { sentences: string[]; consumed: number } {
  const sentences: string[] = [];
  const emit = (raw: string) => {
    const sentence = tidy(raw);
    if (sentence !== '') sentences.push(sentence);
  };
  let start = Math.min(Math.max(0, Math.floor(consumed) || 0), text.length);
  let newlines = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') {
      if (++newlines === 2) {
        emit(text.slice(start, i));
        start = i + 1;
        newlines = 0;
      }
      continue;
    }
    if (isSpace(ch)) continue;
    newlines = 0;
    if (!TERMINATORS.includes(ch)) continue;
    let end = i;
    while (end < text.length && TERMINATORS.includes(text[end] as string)) end++;
    const single = ch === '.' && end === i + 1;
    while (end < text.length && CLOSERS.includes(text[end] as string)) end++;
    if (end >= text.length) break;
    if (isSpace(text[end]) && !(single && isAbbreviation(text, start, i))) {
      emit(text.slice(start, end));
      start = end;
    }
    i = end - 1;
  }
  if (final) {
    emit(text.slice(start));
    start = text.length;
  }
  return { sentences, consumed: start };
}
