import type { Block, ListItem } from './ast';
import {
  atxHeading,
  dedent,
  delimiterRow,
  type Fence,
  fenceCloses,
  fenceOpen,
  indentOf,
  interrupts,
  isBlank,
  isQuote,
  isRule,
  listMarker,
  type ListMarker,
  setextLevel,
  splitRow,
  tableStart,
  unquote,
} from './block-syntax';
import { parseInline } from './parse-inline';

/** Deeper quotes and lists stay literal text: keeps recursion (and the rendered tree) shallow. */
export const MAX_BLOCK_DEPTH = 16;

type Parsed = [block: Block, next: number];

/** Markdown text to blocks. Pragmatic CommonMark + GFM; never throws, unclosed constructs degrade to text. */
export function parseMarkdown(text: string): Block[] {
  return parseLines(splitLines(text), 0);
}

export const splitLines = (text: string): string[] => text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD').split('\n');

/** The top-level blocks of `lines` and the line each starts on (`from` added): what incremental parsing resumes from. */
export function parseTopLevel(lines: readonly string[], from = 0): { blocks: Block[]; starts: number[] } {
  const starts: number[] = [];
  const blocks = parseLines(lines, 0, from, starts);
  return { blocks, starts };
}

function parseLines(lines: readonly string[], depth: number, from = 0, starts?: number[]): Block[] {
  const blocks: Block[] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const nested = depth < MAX_BLOCK_DEPTH;
    const [block, next] =
      indentOf(line) >= 4
        ? indentedCode(lines, i)
        : fenceOpen(line)
          ? fencedCode(lines, i)
          : atxHeading(line)
            ? heading(line, i)
            : isRule(line)
              ? rule(i)
              : nested && isQuote(line)
                ? quote(lines, i, depth)
                : nested && listMarker(line)
                  ? list(lines, i, depth)
                  : tableStart(lines, i)
                    ? table(lines, i)
                    : paragraph(lines, i);
    blocks.push(block);
    starts?.push(i);
    i = next;
  }
  return blocks;
}

const rule = (i: number): Parsed => [{ type: 'rule' }, i + 1];

function heading(line: string, i: number): Parsed {
  const { level, text } = atxHeading(line)!;
  return [{ type: 'heading', level, children: parseInline(text) }, i + 1];
}

function indentedCode(lines: readonly string[], i: number): Parsed {
  let end = i;
  while (end < lines.length && (isBlank(lines[end]) || indentOf(lines[end]!) >= 4)) end++;
  while (isBlank(lines[end - 1])) end--;
  const value = lines
    .slice(i, end)
    .map((line) => dedent(line, 4))
    .join('\n');
  return [{ type: 'code', lang: '', value }, end];
}

/** An unclosed fence runs to the end: while streaming, the code block simply grows. */
function fencedCode(lines: readonly string[], i: number): Parsed {
  const fence = fenceOpen(lines[i]!)!;
  const body: string[] = [];
  let j = i + 1;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    if (fenceCloses(line, fence)) break;
    body.push(dedent(line, Math.min(fence.indent, indentOf(line))));
  }
  return [{ type: 'code', lang: fence.lang, value: body.join('\n') }, j + 1];
}

function paragraph(lines: readonly string[], i: number): Parsed {
  const body = [lines[i]!.trimStart()];
  let j = i + 1;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    if (isBlank(line)) break;
    const level = setextLevel(line);
    if (level) return [{ type: 'heading', level, children: parseInline(body.join('\n').trimEnd()) }, j + 1];
    if (interrupts(line) || tableStart(lines, j)) break;
    body.push(line.trimStart());
  }
  return [{ type: 'paragraph', children: parseInline(body.join('\n').trimEnd()) }, j];
}

/** A quote's or list item's own lines, knowing whether a code fence is open in them. */
class Body {
  readonly lines: string[] = [];
  private fence: Fence | null = null;

  push(line: string): void {
    if (!this.fence) this.fence = fenceOpen(line);
    else if (fenceCloses(line, this.fence)) this.fence = null;
    this.lines.push(line);
  }

  /** Lazy continuation: a plain line right after paragraph text continues it, even without `>` or indentation. */
  continuesLazily(line: string): boolean {
    const previous = this.lines[this.lines.length - 1];
    if (this.fence || previous === undefined || isBlank(previous) || isBlank(line) || interrupts(line)) return false;
    return !atxHeading(previous) && !isRule(previous) && !fenceOpen(previous);
  }
}

function quote(lines: readonly string[], i: number, depth: number): Parsed {
  const body = new Body();
  let j = i;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    if (isQuote(line)) body.push(unquote(line));
    else if (body.continuesLazily(line)) body.push(line);
    else break;
  }
  return [{ type: 'quote', children: parseLines(body.lines, depth + 1) }, j];
}

const sameList = (a: ListMarker, b: ListMarker) => a.ordered === b.ordered && a.kind === b.kind;

/**
 * One item's lines, without marker and indentation. A list of another kind indented past the marker
 * but short of the content still nests ("1. a\n  - b"): assistants write that and mean a sublist.
 */
function itemLines(lines: readonly string[], i: number, marker: ListMarker): [body: string[], next: number] {
  const body = new Body();
  body.push(marker.content);
  // An item may start with one blank line, not two.
  if (isBlank(marker.content) && isBlank(lines[i + 1])) return [body.lines, i + 1];
  let j = i + 1;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    const indent = indentOf(line);
    if (isBlank(line)) body.push('');
    else if (indent >= marker.width) body.push(dedent(line, marker.width));
    else if (listMarker(line)) {
      if (indent <= marker.indent || sameList(listMarker(line)!, marker) || isRule(line)) break;
      body.push(dedent(line, indent));
    } else if (body.continuesLazily(line)) body.push(line.trimStart());
    else break;
  }
  return [body.lines, j];
}

/** GFM's task box: "[ ] " or "[x] " leading the item's first paragraph, with text after it. */
function taskState(children: Block[]): boolean | null {
  const first = children[0];
  const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
  const box = lead?.type === 'text' ? /^\[([ xX])\][ \t]+/.exec(lead.value) : null;
  if (!first || first.type !== 'paragraph' || lead?.type !== 'text' || !box) return null;
  if (box[0].length === lead.value.length && first.children.length === 1) return null;
  lead.value = lead.value.slice(box[0].length);
  if (!lead.value) first.children.shift();
  return box[1] !== ' ';
}

function list(lines: readonly string[], i: number, depth: number): Parsed {
  const first = listMarker(lines[i]!)!;
  const items: ListItem[] = [];
  let tight = true;
  let j = i;
  while (j < lines.length) {
    const marker = listMarker(lines[j]!);
    if (!marker || !sameList(marker, first) || isRule(lines[j]!)) break;
    const [body, next] = itemLines(lines, j, marker);
    let end = body.length;
    while (end > 1 && isBlank(body[end - 1])) end--;
    const trailingBlank = end < body.length;
    const content = body.slice(0, end);
    const children = parseLines(content, depth + 1);
    if (children.length > 1 && content.some(isBlank)) tight = false;
    items.push({ checked: taskState(children), children });
    j = next;
    if (trailingBlank && j < lines.length) {
      const following = listMarker(lines[j]!);
      if (following && sameList(following, first) && !isRule(lines[j]!)) tight = false;
      else break;
    }
  }
  return [{ type: 'list', ordered: first.ordered, start: first.start, tight, items }, j];
}

function table(lines: readonly string[], i: number): Parsed {
  const align = delimiterRow(lines[i + 1])!;
  const cells = (line: string) => {
    const row = splitRow(line);
    return align.map((_, column) => parseInline(row[column] ?? ''));
  };
  const rows = [];
  let j = i + 2;
  for (; j < lines.length && !isBlank(lines[j]) && !interrupts(lines[j]!); j++) rows.push(cells(lines[j]!));
  return [{ type: 'table', align, head: cells(lines[i]!), rows }, j];
}
