import type { Inline } from './ast';
import { isSpace } from './char-classes';
import { emit, type InlineScanner } from './inline-scanner';
import { angleAutolink, bareUrl } from './link-syntax';

/** Where a bare URL may start (as micromark's GFM does): `www.` after these or whitespace, `http` after anything but a letter. */
const wwwBoundary = new Set(['*', '_', '~', '(', '[', ']']);
const urlMayStart = (src: string, at: number) => {
  const before = src[at - 1];
  if (src[at] === 'w' || src[at] === 'W') return isSpace(before) || wwwBoundary.has(before!);
  return before === undefined || !/[a-zA-Z]/.test(before);
};

const link = (href: string, value: string): Inline => ({
  type: 'link',
  href,
  title: '',
  children: [{ type: 'text', value }],
});

/** At `<`: `<https://…>` or `<naam@example.nl>`, else it stays text. */
export function scanAngleAutolink(s: InlineScanner): void {
  const found = angleAutolink(s.src, s.pos);
  if (found) emit(s, link(found.href, found.text), found.end);
  else s.pos++;
}

/** At `h` or `w`: a GFM bare URL; a failed attempt says how far no other can start. */
export function scanBareUrl(s: InlineScanner): void {
  const { src, pos } = s;
  if (pos < s.noUrlBefore || !urlMayStart(src, pos)) {
    s.pos++;
    return;
  }
  const url = bareUrl(src, pos);
  if ('from' in url) {
    s.noUrlBefore = url.from;
    s.pos++;
  } else emit(s, link(url.href, src.slice(pos, url.end)), url.end);
}
