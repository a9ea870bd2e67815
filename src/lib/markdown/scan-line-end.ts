import { emit, type InlineScanner, skipIndent } from './inline-scanner';

/** Two trailing spaces make a hard break; a soft one stays in the text as "\n" (the block parser strips indentation). */
export function scanLineEnd(s: InlineScanner): void {
  let end = s.pos;
  while (end > s.textStart && s.src[end - 1] === ' ') end--;
  if (s.pos - end < 2) s.pos++;
  else emit(s, { type: 'break' }, skipIndent(s.src, s.pos + 1), end);
}
