import { BacktickRuns } from './backtick-runs';
import { emit, type InlineScanner } from './inline-scanner';

function codeSpan(raw: string): string {
  const text = raw.replace(/\n/g, ' ');
  return text.length > 1 && text.startsWith(' ') && text.endsWith(' ') && text.trim() ? text.slice(1, -1) : text;
}

/** At a backtick run: a code span up to the next run of the same length, else the run stays text. */
export function scanCodeSpan(s: InlineScanner): void {
  const { src, pos } = s;
  let end = pos;
  while (src[end] === '`') end++;
  s.backticks ??= new BacktickRuns(src);
  const close = s.backticks.find(end - pos, end);
  if (close < 0) s.pos = end;
  else emit(s, { type: 'code', value: codeSpan(src.slice(end, close)) }, close + end - pos);
}
