import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The Dutch catalogs, which define every message key (`src/i18n/catalog.ts`). */
const dutchCatalog = /^nl(-[\w-]+)?\.ts$/;
/** A key as a catalog writes it: quoted, at the start of its line, before the text. */
const keyLine = /^\s+'([^']+)':/gm;
/** A key made at run time: a template literal that starts with a fixed prefix, e.g. `run.${status}`. */
const keyPrefix = /`([A-Za-z][\w.]*\.)\$\{/g;

/** The app's source files under `dir` (not tests or test helpers), each as its path and text. */
export function appSources(dir: string): [path: string, source: string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [[path, readFileSync(path, 'utf8')]] : [];
  });
}

/**
 * The Dutch catalogs' files in `i18nDir`: the first script's (`nl.ts`) first, so its keys get the one-letter names
 * (they are in the initial JS, the tightest budget), then the rest by name.
 */
export const dutchCatalogFiles = (i18nDir: string): string[] =>
  readdirSync(i18nDir)
    .filter((name) => dutchCatalog.test(name))
    .sort((a, b) => Number(b === 'nl.ts') - Number(a === 'nl.ts') || (a < b ? -1 : a > b ? 1 : 0));

/**
 * Every key the Dutch catalogs define, in the order they are written there (files by name): the catalogs then hold
 * their short names in sequence, which gzip packs better than names in the keys' alphabetical order (−29 bytes).
 */
export function catalogKeys(i18nDir: string): string[] {
  const keys = dutchCatalogFiles(i18nDir).flatMap((name) =>
    [...readFileSync(join(i18nDir, name), 'utf8').matchAll(keyLine)].map((m) => m[1]!),
  );
  return [...new Set(keys)];
}

/** The prefixes of keys the app builds at run time: a key under one of them keeps its name. */
export function runtimePrefixes(sources: readonly string[]): string[] {
  return [...new Set(sources.flatMap((source) => [...source.matchAll(keyPrefix)].map((m) => m[1]!)))].sort();
}

/** A plural form of another key (`catalog.ts` reads `key.one` beside `key`): its name is that key's, plus the form. */
const pluralForm = /^(.+)\.(zero|one|two|few|many|other)$/;

/**
 * A short name for each key written whole in the code; none can be a key (names have no dot, keys do). A plural form
 * keeps its form after its key's name, as `translate` looks it up.
 */
export function shortNames(keys: readonly string[], prefixes: readonly string[]): Map<string, string> {
  const fixed = keys.filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)));
  const written = new Set(fixed);
  const isForm = (key: string) => written.has(key.match(pluralForm)?.[1] ?? '');
  const names = new Map(fixed.filter((key) => !isForm(key)).map((key, index) => [key, shortName(index)]));
  for (const key of fixed.filter(isForm)) {
    const [, base, form] = key.match(pluralForm)!;
    names.set(key, `${names.get(base!)}.${form}`);
  }
  return names;
}

/** The `index`th name: a letter, then digits and letters (a … z, a0 … zz, a00 …), an identifier needing no quotes. */
function shortName(index: number): string {
  if (index < 26) return String.fromCharCode(97 + index);
  const rest = index - 26;
  return shortName(Math.floor(rest / 36)) + (rest % 36).toString(36);
}

/** A string literal that may be a key: quoted, with a dot, nothing to substitute. */
const keyLiteral = /(['"`])([A-Za-z][\w.]*\.[\w.]+)\1/g;

/** `code` with every string literal that is exactly a key (`'chat.label'`, `"chat.label"`) given its short name. */
export function withShortKeys(code: string, names: ReadonlyMap<string, string>): MagicString {
  const edited = new MagicString(code);
  for (const match of code.matchAll(keyLiteral)) {
    const name = names.get(match[2]!);
    if (name !== undefined) edited.overwrite(match.index + 1, match.index + 1 + match[2]!.length, name);
  }
  return edited;
}

/**
 * The message keys, about 580 of them and 17 characters on average, are written three times: in the Dutch catalog, in
 * the English one and where a text is shown, each in its own chunk, where gzip cannot share them. The build gives
 * every key that the code writes whole a name of one to three characters, the same in every module of `src/`:
 * ≈ 2.3 KB gzip of the total (measured). Keys made at run time (`run.${status}`) keep their names, and so does every key under
 * such a prefix. Unit tests and the dev server keep the names as written.
 */
export function i18nShortKeys(srcDir = 'src'): Plugin {
  let names = new Map<string, string>();
  return {
    name: 'hai-i18n-short-keys',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const sources = appSources(srcDir).map(([, source]) => source);
      names = shortNames(catalogKeys(join(srcDir, 'i18n')), runtimePrefixes(sources));
      if (names.size < 100) this.error(`only ${names.size} message keys found in ${srcDir}/i18n`);
    },
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      const changed = withShortKeys(code, names);
      return changed.hasChanged() ? { code: changed.toString(), map: changed.generateMap({ hires: true }) } : null;
    },
  };
}
