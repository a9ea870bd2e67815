import { emit, type InlineScanner, skipIndent } from './inline-scanner';
import { isAsciiPunctuation } from './link-syntax';

/** At a `\`: escaped punctuation is literal, an escaped line end a hard break; otherwise it stays text. */
export function scanEscape(s: InlineScanner): void {
  const next = s.src[s.pos + 1];
  if (next === '\n') emit(s, { type: 'break' }, skipIndent(s.src, s.pos + 2));
  else if (isAsciiPunctuation(next)) emit(s, next!, s.pos + 2);
  else s.pos++;
}
