import { isPunct, isSpace } from './char-classes';
import { pushDelim } from './emphasis';
import { flushText, type InlineScanner } from './inline-scanner';

/** At `*`, `_` or `~`: a run that may open or close emphasis (only `~~` for strikethrough). */
export function scanDelimiterRun(s: InlineScanner): void {
  const { src, pos } = s;
  const ch = src[pos]!;
  let end = pos;
  while (src[end] === ch) end++;
  if (ch === '~' && end - pos !== 2) {
    s.pos = end;
    return;
  }
  flushText(s, pos);
  const before = src[pos - 1];
  const after = src[end];
  const left = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
  const right = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
  const underscore = ch === '_';
  pushDelim(
    s.tokens,
    ch,
    end - pos,
    underscore ? left && (!right || isPunct(before)) : left,
    underscore ? right && (!left || isPunct(after)) : right,
  );
  s.pos = end;
  s.textStart = end;
}
