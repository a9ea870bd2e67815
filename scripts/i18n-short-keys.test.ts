import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  appSources,
  catalogKeys,
  dutchCatalogFiles,
  runtimePrefixes,
  shortNames,
  withShortKeys,
} from './i18n-short-keys';

const i18n = 'src/i18n';

const sources = (dir: string) => appSources(dir).map(([, source]) => source);

async function dutchKeys(): Promise<string[]> {
  const modules = await Promise.all(
    dutchCatalogFiles(i18n).map(
      (name) => import(/* @vite-ignore */ pathToFileURL(resolve(i18n, name)).href) as Promise<object>,
    ),
  );
  const objects = modules.flatMap((module) => Object.values(module) as unknown[]);
  return [...new Set(objects.flatMap((value) => (value && typeof value === 'object' ? Object.keys(value) : [])))];
}

describe('short message keys in the build', () => {
  it('reads every key the Dutch catalogs define, and nothing else', async () => {
    const keys = catalogKeys(i18n);
    expect(keys.length).toBeGreaterThan(500);
    expect(new Set(keys)).toEqual(new Set(await dutchKeys()));
  });

  it('finds the prefixes of keys made at run time, and the code makes keys no other way', () => {
    const code = sources('src');
    expect(runtimePrefixes(code)).toEqual(expect.arrayContaining(['run.', 'agent.', 'serverError.', 'tools.status.']));
    // A key glued together with `+` would not be seen as made at run time: such keys are written as templates.
    expect(code.filter((source) => /['"][A-Za-z][\w.]*\.['"]\s*\+/.test(source))).toEqual([]);
    // A key with something after a run-time part: only translate's plural forms (`${key}.${form}`), which the names
    // keep; the rest are storage keys and texts. A new one must be made known to the names first.
    const suffixed = appSources('src').filter(([, source]) => /\$\{[^}]+\}\.(\$\{|[a-z])/.test(source));
    expect(suffixed.map(([file]) => file).sort()).toEqual([
      'src/app/boot/thread-store.ts',
      'src/features/debug/events/export-event-log.ts',
      'src/i18n/catalog.ts',
      'src/protocol/hai-v1-frames.ts',
    ]);
  });

  it('names the keys written whole, each apart, and leaves the ones under a run-time prefix alone', () => {
    const names = shortNames(
      ['chat.label', 'run.idle', 'run.finished', 'tools.status.done', 'tool.done'],
      ['run.', 'tool.'],
    );
    expect([...names]).toEqual([
      ['chat.label', 'a'],
      ['tools.status.done', 'b'],
    ]);
  });

  it('keeps a plural form beside its key, as translate looks it up', () => {
    const names = shortNames(['a.count', 'a.count.one', 'b.one', 'run.n', 'run.n.one'], ['run.']);
    expect(names.get('a.count.one')).toBe(`${names.get('a.count')}.one`);
    expect(names.get('b.one')).toMatch(/^[a-z][a-z0-9]*$/);
    expect(names.has('run.n.one')).toBe(false);
  });

  it('renames exact string literals in any quotes, and nothing around or inside them', () => {
    const names = new Map([['chat.label', 'a']]);
    const code = [
      `t('chat.label');`,
      `const keys = { "chat.label": 1 };`,
      'x(`chat.label`);',
      `'chat.label.more'; 'xchat.label'; \`chat.label.\${id}\`; // chat.label`,
    ].join('\n');
    expect(withShortKeys(code, names).toString()).toBe(
      [
        `t('a');`,
        `const keys = { "a": 1 };`,
        'x(`a`);',
        `'chat.label.more'; 'xchat.label'; \`chat.label.\${id}\`; // chat.label`,
      ].join('\n'),
    );
  });

  it('has no key in what the build does not transform: the first screen’s own script', () => {
    const literals = [...readFileSync('index.html', 'utf8').matchAll(/(['"`])([^'"`\s]+)\1/g)].map((m) => m[2]);
    expect(literals.length).toBeGreaterThan(10);
    const keys = new Set(catalogKeys(i18n));
    expect(literals.filter((literal) => keys.has(literal!))).toEqual([]);
  });

  it('keeps every key of the app apart and out of reach of a run-time prefix', () => {
    const prefixes = runtimePrefixes(sources('src'));
    const names = shortNames(catalogKeys(i18n), prefixes);
    expect(new Set(names.values()).size).toBe(names.size);
    // A name has no dot and every key has one, so no name is another key's; names stay short and need no quotes.
    expect(catalogKeys(i18n).filter((key) => !key.includes('.'))).toEqual([]);
    for (const name of names.values()) expect(name).toMatch(/^[a-z][a-z0-9]{0,2}(\.[a-z]+)?$/);
    for (const key of names.keys()) expect(prefixes.filter((prefix) => key.startsWith(prefix))).toEqual([]);
  });
});
