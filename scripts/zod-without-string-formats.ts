import type { Plugin } from 'vite';

/** zod's classic schemas: `z.string()`'s class, whose methods reach every string format zod has. */
export const classicSchemasModule = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

/** Where `ZodString`'s own methods are declared: from its constructor to the end of that statement. */
const stringClassStart = 'export const ZodString = /*@__PURE__*/ core.$constructor("ZodString",';
const statementEnd = '\n});';

/** One format method as zod writes it, e.g. `email(params) { return this.check(core._email(ZodEmail, params)); }`. */
const formatMethod = /^( +)(\w+)\(params\) \{\n +return this\.check\(core\._\w+\(Zod\w+, params\)\);\n +\}/gm;

const notBundled = 'zodStringFormatNotBundled';
const notBundledFunction = `const ${notBundled} = () => { throw new Error("zod's string formats are not part of the HAI client's bundle"); };\n`;

/**
 * zod's classic schemas with `ZodString`'s format methods (`.email()`, `.uuid()`, `.datetime()`, …) made to
 * throw, so the formats, their regexes and their classes are left out; the names and every other method
 * (`.min()`, `.regex()`, `.startsWith()`, …) stay. Undefined when the class or its methods are not found.
 */
export function withoutStringFormats(source: string): { code: string; formats: string[] } | undefined {
  const start = source.indexOf(stringClassStart);
  const end = start < 0 ? -1 : source.indexOf(statementEnd, start);
  if (end < 0) return undefined;
  const formats: string[] = [];
  const block = source.slice(start, end).replace(formatMethod, (_whole, indent: string, name: string) => {
    formats.push(name);
    return `${indent}${name}() {\n${indent}    return ${notBundled}();\n${indent}}`;
  });
  if (formats.length === 0) return undefined;
  return { code: notBundledFunction + source.slice(0, start) + block + source.slice(end), formats };
}

/**
 * `z.string()` carries a method per string format, so every format's check, regex and class is bundled
 * though neither the app's schemas nor `@ag-ui/core`'s use one (scripts/zod-without-string-formats.test.ts
 * checks both): ≈ 3 KB gzip of the first visit and of the total (measured). The build makes those methods
 * throw, found in zod's own source at build time; unit tests and the dev server use zod as published, and the
 * e2e suite runs the build.
 */
export function zodWithoutStringFormats(): Plugin {
  return {
    name: 'hai-zod-without-string-formats',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!classicSchemasModule.test(id)) return null;
      const changed = withoutStringFormats(code);
      if (!changed) this.error(`zod's ZodString format methods were not found in ${id}`);
      return { code: changed.code, map: null };
    },
  };
}
