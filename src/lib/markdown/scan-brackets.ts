import { processEmphasis, tokenText } from './emphasis';
import { emit, flushText, type InlineScanner } from './inline-scanner';
import { linkTail } from './link-syntax';

/** Unclosed `[` beyond this many stay plain text: no real link needs them, and each costs memory. */
const MAX_OPEN_BRACKETS = 256;

/** At `[` or `![`: remembered as a possible link or image until its `]`. */
export function scanOpenBracket(s: InlineScanner): void {
  const image = s.src[s.pos] === '!';
  if ((image && s.src[s.pos + 1] !== '[') || s.brackets.length >= MAX_OPEN_BRACKETS) {
    s.pos++;
    return;
  }
  flushText(s, s.pos);
  s.brackets.push({ index: s.tokens.list.length, image, delimBefore: s.tokens.top });
  emit(s, image ? '![' : '[', s.pos + (image ? 2 : 1));
}

/** At a `]`: a link or image when an active `[` and a `(destination)` match, else it stays text. */
export function scanCloseBracket(s: InlineScanner): void {
  const { src, pos, brackets, tokens } = s;
  const index = brackets.length - 1;
  const bracket = brackets.pop();
  const inactive = bracket !== undefined && !bracket.image && index < s.inactiveBelow;
  s.inactiveBelow = Math.min(s.inactiveBelow, brackets.length);
  const tail = bracket && !inactive && src[pos + 1] === '(' ? linkTail(src, pos + 2) : null;
  if (!bracket || !tail) {
    s.pos++;
    return;
  }
  flushText(s, pos);
  processEmphasis(tokens, bracket.delimBefore);
  const list = tokens.list;
  if (bracket.image) {
    const alt = tokenText(list, bracket.index + 1);
    list.length = bracket.index;
    list.push({ type: 'image', src: tail.href, title: tail.title, alt });
  } else {
    list[bracket.index] = { kind: 'open', node: { type: 'link', href: tail.href, title: tail.title, children: [] } };
    list.push({ kind: 'close' });
    s.inactiveBelow = brackets.length;
  }
  s.pos = tail.end;
  s.textStart = tail.end;
}
