/** Text reduced for comparing: case, spacing, an ellipsis or punctuation at the end do not count. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(\u2026|\.\.\.)\s*$/, '')
    .replace(/[\s.,:;!?]+$/, '')
    .trim();

/**
 * The preview worth showing under a session's title: none when it only repeats the title (the same text, or one
 * the start of the other, as when the server made the title from the first message).
 */
export function previewBesideTitle(
  title: string | null | undefined,
  preview: string | null | undefined,
): string | undefined {
  if (!preview?.trim()) return undefined;
  if (!title?.trim()) return preview;
  const a = comparable(title);
  const b = comparable(preview);
  if (a === '' || b === '') return b === '' ? undefined : preview;
  return a.startsWith(b) || b.startsWith(a) ? undefined : preview;
}
