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

/** A shared start shorter than this tells nothing apart ("Start ", "Inspectie "). */
const MIN_SHARED = 12;

/** How many characters `a` and `b` share from their start, case aside. */
function sharedLength(a: string, b: string): number {
  const end = Math.min(a.length, b.length);
  let at = 0;
  while (at < end && a[at]!.toLocaleLowerCase() === b[at]!.toLocaleLowerCase()) at += 1;
  return at;
}

const wordChar = /[\p{L}\p{N}]/u;

/** The title from `at` on, started at a word: back to its beginning when `at` falls inside one. */
function tailFrom(title: string, at: number): string {
  let start = at;
  if (wordChar.test(title[at - 1] ?? '') && wordChar.test(title[at] ?? '')) start = title.lastIndexOf(' ', at) + 1;
  return title.slice(start).replace(/^[\s,.:;!?)-]+/, '');
}

/** What tells a title apart from the others in the list. */
export type TitleContrast = { tail: string } | { same: true };

/**
 * For each session whose title starts as another's does ("Start inspectie bij …" four times): the part after
 * that shared start (from a word's beginning), or `same` when another title is the same text or begins with it
 * all. Titles that stand apart are left out. Sorted, a title shares its longest start with a neighbour: O(n log n).
 */
export function titleContrasts(sessions: readonly { id: string; title: string }[]): Map<string, TitleContrast> {
  const sorted = sessions
    .map(({ id, title }) => {
      const clean = title.replace(/\s+/g, ' ').trim();
      return { id, title: clean, key: clean.toLocaleLowerCase() };
    })
    .filter(({ title }) => title !== '')
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const contrasts = new Map<string, TitleContrast>();
  sorted.forEach(({ id, title }, index) => {
    const shared = Math.max(
      index > 0 ? sharedLength(title, sorted[index - 1]!.title) : 0,
      index + 1 < sorted.length ? sharedLength(title, sorted[index + 1]!.title) : 0,
    );
    if (shared < MIN_SHARED) return;
    if (shared >= title.length) {
      contrasts.set(id, { same: true });
      return;
    }
    contrasts.set(id, { tail: `…${tailFrom(title, shared)}` });
  });
  return contrasts;
}

/** A row's facts on one line: the parts that have something, with one separator between them and none loose. */
export function joinFacts(parts: readonly (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}
