import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/*
 * Which packages and folders the budget's gzip bytes come from: `npx tsx scripts/bundle-attribution.ts dist-budget`
 * after `npm run bundle:check` (its build keeps hidden source maps). Each chunk's minified text is cut by its map;
 * a group's size is what the chunk's gzip would lose without its text, so shared gzip context is not counted twice.
 */
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One line of a source map's `mappings`: each segment's generated column and source index (absolute). */
export function decodeLine(line: string, state: { source: number }): { column: number; source: number }[] {
  const segments: { column: number; source: number }[] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = base64.indexOf(char);
      value += (digit & 31) << shift;
      shift += 5;
      if (digit & 32) continue;
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    column += values[0]!;
    if (values.length > 1) state.source += values[1]!;
    segments.push({ column, source: values.length > 1 ? state.source : -1 });
  }
  return segments;
}

/** The group a source path is counted under: a package's name, or our own folder two levels deep. */
export function groupOf(source: string | undefined): string {
  if (!source) return '(no source: chunk glue)';
  const nodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (nodeModules) return nodeModules[1]!;
  const own = /(?:^|\/)(src|scripts)\/(.*)$/.exec(source);
  if (!own) return source.replace(/^(\.\.\/)+/, '');
  const parts = own[2]!.split('/');
  return [own[1], ...parts.slice(0, parts.length > 2 ? 2 : parts.length - 1)].join('/');
}

/** `code` cut into pieces in order, each named by the group of the source it maps to. */
export function attribute(code: string, mappings: string, sources: string[]): { group: string; text: string }[] {
  const pieces: { group: string; text: string }[] = [];
  const add = (group: string, text: string) => {
    if (text) pieces.push({ group, text });
  };
  const lines = code.split('\n');
  const state = { source: 0 };
  const mapped = mappings.split(';');
  lines.forEach((text, index) => {
    const segments = index < mapped.length ? decodeLine(mapped[index]!, state) : [];
    add(groupOf(undefined), text.slice(0, segments[0]?.column ?? text.length));
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? text.length;
      add(segment.source < 0 ? groupOf(undefined) : groupOf(sources[segment.source]), text.slice(segment.column, end));
    });
    if (index < lines.length - 1) add(groupOf(undefined), '\n');
  });
  return pieces;
}

interface Row {
  group: string;
  raw: number;
  /** What the chunks' gzip sizes drop by when this group's text is taken out of them. */
  gzipSaved: number;
  chunks: string[];
}

/** Per group over every chunk with a map: its minified bytes and what gzip would save without it. */
function attributeBuild(dir: string): Row[] {
  const assets = join(dir, 'assets');
  const rows = new Map<string, Row>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    let map: { mappings: string; sources: string[] };
    try {
      map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'));
    } catch {
      continue;
    }
    const code = readFileSync(join(assets, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
    const pieces = attribute(code, map.mappings, map.sources);
    const whole = gzipSync(code).length;
    for (const group of new Set(pieces.map((piece) => piece.group))) {
      const without = pieces.map((piece) => (piece.group === group ? '' : piece.text)).join('');
      const row = rows.get(group) ?? { group, raw: 0, gzipSaved: 0, chunks: [] };
      row.raw += code.length - without.length;
      row.gzipSaved += whole - gzipSync(without).length;
      row.chunks.push(file.replace(/-[\w-]{8}\.js$/, ''));
      rows.set(group, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.gzipSaved - a.gzipSaved);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = attributeBuild(process.argv[2] ?? 'dist-budget');
  const limit = Number(process.argv[3] ?? 40);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);
  console.log(`${'group'.padEnd(44)} ${'raw'.padStart(9)} ${'gzip−'.padStart(9)}  chunks`);
  for (const row of rows.slice(0, limit))
    console.log(`${row.group.padEnd(44)} ${kb(row.raw)} ${kb(row.gzipSaved)}  ${row.chunks.join(', ')}`);
}
