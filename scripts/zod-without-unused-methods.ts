import type { Plugin } from 'vite';

/** zod's classic schemas: `z.string()`'s class, whose methods reach every string format zod has, and `ZodType`'s. */
export const classicSchemasModule = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

/** A class's declaration, from its constructor to the end of that statement. */
const classStart = (name: string) => `export const ${name} = /*@__PURE__*/ core.$constructor("${name}",`;
const statementEnd = '\n});';

/** One format method as zod writes it, e.g. `email(params) { return this.check(core._email(ZodEmail, params)); }`. */
const formatMethod = /^ {4}(\w+)\(params\) \{\n +return this\.check\(core\._\w+\(Zod\w+, params\)\);\n {4}\}/gm;

/**
 * Methods that neither the app's schemas nor `@ag-ui/core`'s call (the test beside this checks both), and that
 * reach code of their own, by class: on every schema intersections, `readonly`, `prefault`, the non-optional
 * forms and the async, encode and decode parsers; on objects every reshaping but `extend`; on strings every
 * check and transform but `regex`, `min` and `max`; on numbers `gt`, `lt` and the checks built on them, `safe`
 * and `multipleOf`; on arrays `length` and `nonempty`; on every schema `superRefine`, `overwrite`, `describe` and
 * a few more. `parse`, `safeParse` and every other method stay.
 */
export const unusedMethods = {
  ZodType: [
    'exactOptional',
    'nonoptional',
    'and',
    'prefault',
    'readonly',
    'parseAsync',
    'safeParseAsync',
    'validateAsync',
    'encode',
    'decode',
    'encodeAsync',
    'decodeAsync',
    'safeEncode',
    'safeDecode',
    'safeEncodeAsync',
    'safeDecodeAsync',
    'superRefine',
    'overwrite',
    'with',
    'register',
    'describe',
    'isOptional',
    'isNullable',
    'apply',
  ],
  ZodObject: [
    'keyof',
    'catchall',
    'passthrough',
    'loose',
    'strict',
    'strip',
    'safeExtend',
    'merge',
    'pick',
    'omit',
    'partial',
    'exactPartial',
    'required',
  ],
  _ZodString: [
    'includes',
    'startsWith',
    'endsWith',
    'length',
    'nonempty',
    'lowercase',
    'uppercase',
    'trim',
    'normalize',
    'toLowerCase',
    'toUpperCase',
    'slugify',
  ],
  ZodArray: ['length', 'nonempty'],
  ZodNumber: ['gt', 'lt', 'safe', 'positive', 'negative', 'nonpositive', 'multipleOf', 'step'],
};

const notBundled = 'zodMethodNotBundled';
const notBundledFunction = `const ${notBundled} = () => { throw new Error("this zod method is not part of the HAI client's bundle"); };\n`;
const standIn = (name: string) => `    ${name}() {\n        return ${notBundled}();\n    }`;

/** A class's declaration in `source`, as [start, end]; undefined if it is not found. */
function classBlock(source: string, name: string): [number, number] | undefined {
  const start = source.indexOf(classStart(name));
  const end = start < 0 ? -1 : source.indexOf(statementEnd, start);
  return end < 0 ? undefined : [start, end];
}

/** `block` with the method `name` (any of the forms zod writes) made to throw; undefined if it is not there. */
function withStandIn(block: string, name: string): string | undefined {
  const start = new RegExp(`^ {4}(async )?${name}(\\(| *: *(async )?function)`, 'm').exec(block)?.index;
  const end = start === undefined ? -1 : block.indexOf('\n    }', start);
  return end < 0 ? undefined : block.slice(0, start) + standIn(name) + block.slice(end + '\n    }'.length);
}

/** `source` with the methods `names` of the class `name` made to throw; undefined if any is not found. */
function withoutMethods(source: string, name: string, names: readonly string[]): string | undefined {
  const found = classBlock(source, name);
  if (!found) return undefined;
  let block: string | undefined = source.slice(...found);
  for (const method of names) block = block && withStandIn(block, method);
  return block && source.slice(0, found[0]) + block + source.slice(found[1]);
}

/** `source` with `ZodString`'s format methods made to throw, and their names; undefined if there are none. */
function withoutStringFormats(source: string): { code: string; formats: string[] } | undefined {
  const found = classBlock(source, 'ZodString');
  if (!found) return undefined;
  const formats: string[] = [];
  const block = source.slice(...found).replace(formatMethod, (_whole, name: string) => {
    formats.push(name);
    return standIn(name);
  });
  return formats.length ? { code: source.slice(0, found[0]) + block + source.slice(found[1]), formats } : undefined;
}

/**
 * zod's classic schemas with `ZodString`'s format methods (`.email()`, `.uuid()`, `.datetime()`, …) and
 * `unusedMethods` made to throw, so the formats, their regexes and classes, and those methods' code are left
 * out; the names stay. Undefined when a class or any of the methods is not found.
 */
export function withoutUnusedMethods(source: string): { code: string; formats: string[] } | undefined {
  const strings = withoutStringFormats(source);
  let code = strings?.code;
  for (const [name, names] of Object.entries(unusedMethods)) code = code && withoutMethods(code, name, names);
  return strings && code ? { code: notBundledFunction + code, formats: strings.formats } : undefined;
}

/** zod's English messages, the only locale the app's build holds. */
export const englishLocaleModule = /[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/;

/** The names of the string formats, of which only `regex` is left to report (its noun is "input"). */
const formatNames = /const FormatDictionary = \{\n[^}]*\};/;
/** The messages of checks the build leaves out: starts, ends and includes (ZodString's) and multiple of (ZodNumber's). */
const leftOutChecks =
  /if \(_issue\.format === "starts_with"\) \{\n.*\n +\}\n( +if \(_issue\.format === "(ends_with|includes)"\)\n.*\n){2}|case "not_multiple_of":\n.*\n/g;

/**
 * zod's English messages without those of the formats and checks the build leaves out (they can no longer be
 * reported); every message a kept check reports reads as before. Undefined when the text is not as expected.
 */
export function withoutUnusedMessages(source: string): string | undefined {
  if (!formatNames.test(source)) return undefined;
  const code = source.replace(formatNames, 'const FormatDictionary = { regex: "input" };');
  const matches = code.match(leftOutChecks)?.length;
  return matches === 2 ? code.replace(leftOutChecks, '') : undefined;
}

/**
 * Every zod schema carries methods the app never calls, and some reach code of their own: `z.string()` has one
 * per string format, so every format's check, regex and class is bundled, and every schema has the async,
 * encode and decode parsers, and objects their reshaping: ≈ 4 KB gzip of the first visit and of the total (measured). The build makes those
 * methods throw, found in zod's own source at build time; unit tests and the dev server use zod as published, and
 * the e2e suite runs the build.
 */
export function zodWithoutUnusedMethods(): Plugin {
  return {
    name: 'hai-zod-without-unused-methods',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (englishLocaleModule.test(id)) {
        const messages = withoutUnusedMessages(code);
        if (!messages) this.error(`zod's English messages were not found as expected in ${id}`);
        return { code: messages, map: null };
      }
      if (!classicSchemasModule.test(id)) return null;
      const changed = withoutUnusedMethods(code);
      if (!changed) this.error(`zod's ZodType or ZodString methods were not found as expected in ${id}`);
      return { code: changed.code, map: null };
    },
  };
}
