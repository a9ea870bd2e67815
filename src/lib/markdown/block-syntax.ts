import type { Align } from './ast';

/** Line-level recognizers for the block parser: each reads one line, anchored, without backtracking. */

export const isBlank = (line: string | undefined): boolean => line === undefined || line.trim() === '';

/** Leading indentation in columns, tabs to the next multiple of four. */
export function indentOf(line: string): number {
  let column = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === ' ') column++;
    else if (line[i] === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

/** Removes `columns` of indentation, splitting a tab when it straddles the cut. */
export function dedent(line: string, columns: number): string {
  let column = 0;
  let i = 0;
  while (column < columns && i < line.length) {
    if (line[i] === ' ') column++;
    else if (line[i] === '\t') {
      const width = 4 - (column % 4);
      if (column + width > columns) return ' '.repeat(column + width - columns) + line.slice(i + 1);
      column += width;
    } else break;
    i++;
  }
  return line.slice(i);
}

export interface Fence {
  ch: string;
  length: number;
  indent: number;
  lang: string;
}

export function fenceOpen(line: string): Fence | null {
  const indent = indentOf(line);
  if (indent > 3) return null;
  const start = line.length - line.trimStart().length;
  const ch = line[start];
  if (ch !== '`' && ch !== '~') return null;
  let end = start;
  while (line[end] === ch) end++;
  const info = line.slice(end).trim();
  if (end - start < 3 || (ch === '`' && info.includes('`'))) return null;
  return { ch, length: end - start, indent, lang: /^\S*/.exec(info)?.[0] ?? '' };
}

export function fenceCloses(line: string, fence: Fence): boolean {
  if (indentOf(line) > 3) return false;
  const rest = line.trim();
  let end = 0;
  while (rest[end] === fence.ch) end++;
  return end >= fence.length && end === rest.length;
}

export function atxHeading(line: string): { level: number; text: string } | null {
  const match = /^ {0,3}(#{1,6})(?=[ \t]|$)/.exec(line);
  if (!match) return null;
  let text = line.slice(match[0].length).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === 0) text = '';
  else if (end < text.length && (text[end - 1] === ' ' || text[end - 1] === '\t')) text = text.slice(0, end).trimEnd();
  return { level: match[1]!.length, text };
}

export const isRule = (line: string): boolean =>
  /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(line);

export function setextLevel(line: string): number {
  const match = /^ {0,3}(?:=+|-+)[ \t]*$/.exec(line);
  return match ? (line.trimStart().startsWith('=') ? 1 : 2) : 0;
}

export const isQuote = (line: string): boolean => /^ {0,3}>/.test(line);

/** The line inside a blockquote: without its `>` and one optional space. */
export function unquote(line: string): string {
  const rest = line.slice(line.indexOf('>') + 1);
  return rest.startsWith(' ') ? rest.slice(1) : rest.startsWith('\t') ? dedent(rest, 1) : rest;
}

export interface ListMarker {
  ordered: boolean;
  /** The bullet, or the delimiter after an ordered number: items of one list share it. */
  kind: string;
  start: number;
  indent: number;
  /** Columns before the content: continuation lines need at least this much indentation. */
  width: number;
  content: string;
}

export function listMarker(line: string): ListMarker | null {
  const match = /^( {0,3})(?:([-+*])|(\d{1,9})([.)]))(?=[ \t]|$)/.exec(line);
  if (!match) return null;
  const rest = line.slice(match[0].length);
  const gap = indentOf(rest);
  const blank = isBlank(rest);
  const spaces = blank || gap > 4 ? 1 : gap;
  return {
    ordered: match[3] !== undefined,
    kind: match[2] ?? match[4]!,
    start: match[3] === undefined ? 1 : Number(match[3]),
    indent: match[1]!.length,
    width: match[0].length + spaces,
    content: blank ? '' : dedent(rest, spaces),
  };
}

/** A bullet item with text, or an ordered one starting at 1, may interrupt a paragraph (CommonMark). */
function listInterrupts(line: string): boolean {
  const marker = listMarker(line);
  return marker !== null && marker.content.trim() !== '' && (!marker.ordered || marker.start === 1);
}

/** Whether a line starts a block that ends a running paragraph. */
export function interrupts(line: string): boolean {
  if (indentOf(line) > 3) return false;
  return fenceOpen(line) !== null || atxHeading(line) !== null || isRule(line) || isQuote(line) || listInterrupts(line);
}

/** Splits a table row into trimmed cells; `\|` is a pipe inside a cell (also inside code). */
export function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let start = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\' && row[i + 1] === '|') {
      cell += row.slice(start, i) + '|';
      start = ++i + 1;
    } else if (row[i] === '\\') i++;
    else if (row[i] === '|') {
      cells.push((cell + row.slice(start, i)).trim());
      cell = '';
      start = i + 1;
    }
  }
  cells.push((cell + row.slice(start)).trim());
  return cells;
}

/** The alignments of a `|:--|--:|` delimiter row, or null when the line is not one. */
export function delimiterRow(line: string | undefined): Align[] | null {
  if (line === undefined || !line.includes('|') || !line.includes('-') || indentOf(line) > 3) return null;
  const align: Align[] = [];
  for (const cell of splitRow(line)) {
    if (!/^:?-+:?$/.test(cell)) return null;
    const left = cell.startsWith(':');
    const right = cell.endsWith(':');
    align.push(left && right ? 'center' : right ? 'right' : left ? 'left' : null);
  }
  return align;
}

/** A header row followed by a delimiter row with as many cells. */
export function tableStart(lines: readonly string[], index: number): Align[] | null {
  const header = lines[index];
  if (header === undefined || !header.includes('|') || indentOf(header) > 3) return null;
  const align = delimiterRow(lines[index + 1]);
  return align && align.length === splitRow(header).length ? align : null;
}
