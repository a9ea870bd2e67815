import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as zod from 'zod/v4';
import { classicSchemasModule, withoutStringFormats } from './zod-without-string-formats';

const classicSchemas = resolve('node_modules/zod/v4/classic/schemas.js');
const source = readFileSync(classicSchemas, 'utf8');
const changed = withoutStringFormats(source)!;
const formatCall = (name: string) => new RegExp(`(^|[^\\w])\\.${name}\\(`);

/** Files whose zod schemas the app bundles: its own modules that import zod, and @ag-ui/core's schemas. */
function schemaFiles(): string[] {
  const own = (readdirSync('src', { recursive: true }) as string[])
    .map((file) => join('src', file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /from 'zod/.test(readFileSync(file, 'utf8')));
  return [...own, 'node_modules/@ag-ui/core/dist/schemas.mjs'];
}

type ZodClassic = Pick<typeof zod, 'string'>;

const dir = mkdtempSync(join(tmpdir(), 'hai-zod-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('zod without its string formats', () => {
  it('matches zod classic schemas module only', () => {
    expect(classicSchemasModule.test(classicSchemas)).toBe(true);
    expect(classicSchemasModule.test(resolve('node_modules/zod/v4/core/schemas.js'))).toBe(false);
  });

  it('makes every format method of z.string() throw, and leaves every other method and class as it was', () => {
    expect(changed.formats).toEqual(expect.arrayContaining(['email', 'url', 'uuid', 'datetime', 'ipv4', 'jwt']));
    expect(changed.formats.length).toBeGreaterThan(20);
    expect(changed.code).not.toMatch(/this\.check\(core\._(email|uuid|datetime)\(/);
    expect(changed.code).toContain('return this.check(checks.regex(...args));');
    expect(changed.code.length).toBeLessThan(source.length);
    expect(withoutStringFormats('export const x = 1;')).toBeUndefined();
  });

  it('finds the files with schemas', () => expect(schemaFiles().length).toBeGreaterThan(4));

  it.each(schemaFiles())('%s uses none of the formats', (file) => {
    const text = readFileSync(resolve(file), 'utf8');
    expect(changed.formats.filter((name) => formatCall(name).test(text))).toEqual([]);
  });

  it('still parses strings with their checks, and says so if a format is ever asked for', async () => {
    const base = dirname(classicSchemas);
    const code = changed.code.replace(/from "(\.\.?\/[^"]+)"/g, (_whole, path: string) => {
      return `from "${pathToFileURL(resolve(base, path)).href}"`;
    });
    const file = join(dir, 'schemas.mjs');
    writeFileSync(file, code);
    const z = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ZodClassic;
    const name = z.string().min(2).startsWith('a');
    expect(name.safeParse('ab').success).toBe(true);
    expect(name.safeParse('b').success).toBe(false);
    expect(() => z.string().email()).toThrow(/not part of the HAI client's bundle/);
  });
});
