import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as zod from 'zod/v4';
import {
  classicSchemasModule,
  englishLocaleModule,
  unusedMethods,
  withoutUnusedMessages,
  withoutUnusedMethods,
} from './zod-without-unused-methods';

const classicSchemas = resolve('node_modules/zod/v4/classic/schemas.js');
const source = readFileSync(classicSchemas, 'utf8');
const changed = withoutUnusedMethods(source)!;
const methodCall = (name: string) => new RegExp(`(^|[^\\w])\\.${name}\\(`);

/** Files whose zod schemas the app bundles: its own modules that import zod, and @ag-ui/core's schemas. */
function schemaFiles(): string[] {
  const own = (readdirSync('src', { recursive: true }) as string[])
    .map((file) => join('src', file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /from 'zod/.test(readFileSync(file, 'utf8')));
  return [...own, 'node_modules/@ag-ui/core/dist/schemas.mjs'];
}

type Zod = Pick<typeof zod, 'string' | 'object' | 'number'>;

/** The changed module, importable: its relative imports point at zod's own files. */
async function changedZod(dir: string): Promise<Zod> {
  const base = dirname(classicSchemas);
  const code = changed.code.replace(/from "(\.\.?\/[^"]+)"/g, (_whole, path: string) => {
    return `from "${pathToFileURL(resolve(base, path)).href}"`;
  });
  const file = join(dir, 'schemas.mjs');
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Zod;
}

const dir = mkdtempSync(join(tmpdir(), 'hai-zod-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('zod without the methods the app never calls', () => {
  it("matches zod's classic schemas module only", () => {
    expect(classicSchemasModule.test(classicSchemas)).toBe(true);
    expect(classicSchemasModule.test(resolve('node_modules/zod/v4/core/schemas.js'))).toBe(false);
  });

  it('makes every format method of z.string() and the unused methods of every schema throw, and nothing else', () => {
    expect(changed.formats).toEqual(expect.arrayContaining(['email', 'url', 'uuid', 'datetime', 'ipv4', 'jwt']));
    expect(changed.formats.length).toBeGreaterThan(20);
    expect(changed.code).not.toMatch(/this\.check\(core\._(email|uuid|datetime)\(/);
    expect(changed.code).not.toMatch(/parse\.(safeParseAsync|encode|decode)\(/);
    expect(changed.code).toContain('return this.check(checks.regex(...args));');
    expect(changed.code).toContain('return parse.safeParse(this, data, params);');
    expect(withoutUnusedMethods('export const x = 1;')).toBeUndefined();
  });

  it('finds the files with schemas', () => expect(schemaFiles().length).toBeGreaterThan(4));

  it.each(schemaFiles())('%s calls none of the methods', (file) => {
    const text = readFileSync(resolve(file), 'utf8');
    const names = [...changed.formats, ...Object.values(unusedMethods).flat()];
    expect(names.filter((name) => methodCall(name).test(text))).toEqual([]);
  });

  it('still parses with checks, optional and catch, and says so if a left-out method is ever called', async () => {
    const z = await changedZod(dir);
    const name = z.string().min(2).regex(/^a/);
    expect(name.safeParse('ab').success).toBe(true);
    expect(name.safeParse('b').success).toBe(false);
    const entry = z.object({ id: z.string(), count: z.number().catch(0).optional() });
    expect(entry.parse({ id: 'x', count: 'many' })).toEqual({ id: 'x', count: 0 });
    expect(() => z.string().email()).toThrow(/not part of the HAI client's bundle/);
    expect(() => z.string().startsWith('a')).toThrow(/not part of/);
    expect(() => z.number().multipleOf(2)).toThrow(/not part of/);
    expect(z.number().int().nonnegative().max(3).safeParse(2).success).toBe(true);
    expect(() => entry.safeParseAsync({})).toThrow(/not part of the HAI client's bundle/);
    expect(() => entry.and(entry)).toThrow(/not part of/);
    expect(() => entry.pick({ id: true })).toThrow(/not part of/);
    expect(entry.extend({ more: z.string() }).safeParse({ id: 'x', more: 'y' }).success).toBe(true);
  });
});

type LocaleError = (issue: Record<string, unknown>) => string;

/** zod's English messages as published, and as the build changes them. */
async function englishMessages(dir: string): Promise<{ before: LocaleError; after: LocaleError }> {
  const file = resolve('node_modules/zod/v4/locales/en.js');
  const util = pathToFileURL(resolve(dirname(file), '../core/util.js')).href;
  const changedFile = join(dir, 'en.mjs');
  writeFileSync(
    changedFile,
    withoutUnusedMessages(readFileSync(file, 'utf8'))!.replace('"../core/util.js"', `"${util}"`),
  );
  type Locale = { default: () => { localeError: LocaleError } };
  const before = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as Locale).default().localeError;
  const after = ((await import(/* @vite-ignore */ pathToFileURL(changedFile).href)) as Locale).default().localeError;
  return { before, after };
}

describe("zod's English messages without those of left-out checks", () => {
  it("matches zod's English locale only, and says so if its text changes", () => {
    expect(englishLocaleModule.test(resolve('node_modules/zod/v4/locales/en.js'))).toBe(true);
    expect(englishLocaleModule.test(resolve('node_modules/zod/v4/locales/de.js'))).toBe(false);
    expect(withoutUnusedMessages('export default 1;')).toBeUndefined();
  });

  it('reports every issue a kept check can raise as before', async () => {
    const { before, after } = await englishMessages(dir);
    const issues = [
      { code: 'invalid_type', expected: 'string', input: 3 },
      { code: 'invalid_format', format: 'regex', pattern: '/^a/' },
      { code: 'too_small', origin: 'string', minimum: 1, inclusive: true },
      { code: 'too_big', origin: 'number', maximum: 3, inclusive: true },
      { code: 'invalid_value', values: ['a', 'b'] },
      { code: 'unrecognized_keys', keys: ['x'] },
      { code: 'invalid_union', options: ['a'] },
    ];
    for (const issue of issues) expect(after(issue)).toBe(before(issue));
    expect(after({ code: 'invalid_format', format: 'email' })).toBe('Invalid email');
  });
});
