/**
 * An approval's parameters as text an inspector can check: every key and value, nested values bounded, runs of
 * blank space and invisible characters made visible (so padding cannot push a word out of sight), long values
 * cut for the first look. Never HTML: the segments are rendered as text.
 */
export const reviewLimits = {
  /** A key or value longer than this (or with more lines) is cut at first, with "Toon alles". */
  previewChars: 200,
  previewLines: 6,
  /** More than this cannot be shown at all: the approval can only be rejected. */
  shownChars: 50_000,
  depth: 12,
  entries: 500,
  /** At most this much of a nested value is written out (the rest is beyond `shownChars` anyway). */
  builtChars: 200_000,
} as const;

export type Segment =
  | { kind: 'text'; text: string }
  /** A run of blank space (spaces, tabs, line breaks) too long to read as such. */
  | { kind: 'blank'; count: number }
  /** A character that shows nothing or turns the text around, by its code point. */
  | { kind: 'hidden'; code: string };

export interface ParameterEntry {
  id: number;
  key: Segment[];
  value: Segment[];
  /** What shows until "Toon alles" when the key or value is too long for a first look. */
  preview?: { key: Segment[]; value: Segment[] };
  /** Part of it cannot be shown (nested too deep, or too long), so it cannot be checked. */
  unshowable?: 'deep' | 'long';
}

export interface ParameterReviewText {
  entries: ParameterEntry[];
  /** How many parameters the request has (more than `entries` when over the cap). */
  total: number;
}

/** A marker takes about this much room: it counts so when text is measured. */
const markerWeight = 10;
/** Invisible characters and direction changes (one group), or a run of blank space (the other). */
/** Global: `segmentsOf` resets its `lastIndex` before each scan (nothing else uses it). */
const pieces =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- these characters are what it finds, each alone
  /([\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e007f}])|([\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+)/gu;
const lineBreaks = /[\n\v\f\u2028\u2029]|\r\n?/g;

const countLines = (text: string): number => text.match(lineBreaks)?.length ?? 0;

function pushText(out: Segment[], text: string): void {
  const last = out.at(-1);
  if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + text };
  else if (text) out.push({ kind: 'text', text });
}

/** A blank run reads as itself when short; a long one, or one of several empty lines, becomes a marker. Its size. */
function pushBlank(out: Segment[], run: string): number {
  if (run.length < 16 && countLines(run) < 3) {
    pushText(out, run);
    return run.length;
  }
  out.push({ kind: 'blank', count: run.length });
  return markerWeight;
}

/** The text as segments, at most `limit` long (measured as shown); `cut` when more was left out. */
export function segmentsOf(
  text: string,
  limit: number = reviewLimits.shownChars,
): { segments: Segment[]; cut: boolean } {
  const out: Segment[] = [];
  let size = 0;
  let from = 0;
  const scan = pieces;
  scan.lastIndex = 0;
  for (let match = scan.exec(text); from < text.length; match = scan.exec(text)) {
    const plain = text.slice(from, match ? match.index : text.length);
    if (size + plain.length > limit) {
      pushText(out, plain.slice(0, Math.max(0, limit - size)));
      return { segments: out, cut: true };
    }
    pushText(out, plain);
    size += plain.length;
    if (!match) break;
    const [whole, hidden] = match;
    if (!hidden) size += pushBlank(out, whole);
    else {
      out.push({ kind: 'hidden', code: `U+${hidden.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` });
      size += markerWeight;
    }
    from = match.index + whole.length;
    if (size > limit) return { segments: out, cut: from < text.length };
  }
  return { segments: out, cut: false };
}

/** The first look at segments: at most `chars` long and `lines` lines; undefined when all of it fits. */
export function previewOf(
  segments: Segment[],
  chars: number = reviewLimits.previewChars,
  lines: number = reviewLimits.previewLines,
): Segment[] | undefined {
  const out: Segment[] = [];
  let size = 0;
  let breaks = 0;
  for (const segment of segments) {
    if (segment.kind !== 'text') {
      // A marker reads inline, on the line it is on.
      if (size + markerWeight > chars) return out;
      out.push(segment);
      size += markerWeight;
      continue;
    }
    const room = firstLines(segment.text.slice(0, chars - size), lines - breaks - 1);
    if (room.length < segment.text.length) {
      pushText(out, room);
      return out;
    }
    out.push(segment);
    size += segment.text.length;
    breaks += countLines(segment.text);
  }
  return undefined;
}

/** The text up to its `breaks`-th line break (all of it when it has fewer). */
function firstLines(text: string, breaks: number): string {
  if (breaks < 0) return '';
  const scan = new RegExp(lineBreaks.source, 'g');
  for (let seen = 0, match = scan.exec(text); match; match = scan.exec(text), seen++)
    if (seen === breaks) return text.slice(0, match.index);
  return text;
}

interface Writer {
  parts: string[];
  length: number;
  deep: boolean;
  full: boolean;
}

function write(writer: Writer, text: string): void {
  if (writer.full) return;
  writer.parts.push(text);
  writer.length += text.length;
  writer.full = writer.length > reviewLimits.builtChars;
}

function writeScalar(writer: Writer, value: unknown): void {
  if (typeof value === 'string') write(writer, JSON.stringify(value.slice(0, reviewLimits.builtChars + 1)));
  else if (typeof value === 'number') write(writer, String(value));
  else write(writer, JSON.stringify(value) ?? String(value));
}

/** JSON with two-space indents, at most `reviewLimits.depth` levels deep (deeper: `{…}`) and `builtChars` long. */
function writeValue(writer: Writer, value: unknown, depth: number, indent: string): void {
  if (value === null || typeof value !== 'object') return writeScalar(writer, value);
  const array = Array.isArray(value);
  const [open, close] = array ? ['[', ']'] : ['{', '}'];
  if (depth >= reviewLimits.depth) {
    writer.deep = true;
    return write(writer, `${open}…${close}`);
  }
  const inner = `${indent}  `;
  let first = true;
  write(writer, open);
  for (const key in value) {
    if (writer.full) break;
    if (!Object.hasOwn(value, key)) continue;
    write(writer, `${first ? '' : ','}\n${inner}${array ? '' : `${JSON.stringify(key)}: `}`);
    writeValue(writer, (value as Record<string, unknown>)[key], depth + 1, inner);
    first = false;
  }
  write(writer, first ? close : `\n${indent}${close}`);
}

/** A value as text: a string as it is (an empty one as `""`), anything else as bounded JSON. */
export function valueText(value: unknown): { text: string; deep: boolean; cut: boolean } {
  if (typeof value === 'string') return { text: value || '""', deep: false, cut: false };
  const writer: Writer = { parts: [], length: 0, deep: false, full: false };
  writeValue(writer, value, 0, '');
  return { text: writer.parts.join(''), deep: writer.deep, cut: writer.full };
}

function entryOf(id: number, key: string, value: unknown): ParameterEntry {
  const written = valueText(value);
  const shownKey = segmentsOf(key);
  const shownValue = segmentsOf(written.text);
  const entry: ParameterEntry = { id, key: shownKey.segments, value: shownValue.segments };
  const keyPreview = previewOf(shownKey.segments, reviewLimits.previewChars, 2);
  const valuePreview = previewOf(shownValue.segments);
  if (keyPreview || valuePreview)
    entry.preview = { key: keyPreview ?? shownKey.segments, value: valuePreview ?? shownValue.segments };
  if (written.deep) entry.unshowable = 'deep';
  else if (written.cut || shownKey.cut || shownValue.cut) entry.unshowable = 'long';
  return entry;
}

/** Every parameter (up to `reviewLimits.entries`) as text to check, in the request's order. */
export function reviewParameters(
  parameters: Readonly<Record<string, unknown>> | null | undefined,
): ParameterReviewText {
  const keys = parameters ? Object.keys(parameters) : [];
  const entries = keys.slice(0, reviewLimits.entries).map((key, id) => entryOf(id, key, parameters![key]));
  return { entries, total: keys.length };
}
