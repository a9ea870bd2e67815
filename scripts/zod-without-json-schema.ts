import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema generator: two modules every zod schema references, and nothing in this app calls. */
export const jsonSchemaModules = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

// One function for every stand-in, so each export costs a name, not a copy of the function.
const notBundled = 'notBundled';
const notBundledFunction = `const ${notBundled} = () => { throw new Error("zod's JSON Schema export is not part of the HAI client's bundle"); };`;

/** What a stand-in exports for each of the real module's exports (same names, so the build checks them). */
function standIn(name: string): string {
  // Read by zod's introspection getters (`.minLength`, `.isInt`): no checks known rather than a throw.
  if (name === 'aggregateChecks') return '() => ({})';
  if (name === 'allProcessors') return '{}';
  // Called when a schema's `~standard` is first read; only the method they make may not run.
  if (name.startsWith('create')) return `() => ${notBundled}`;
  return notBundled;
}

/** The stand-in module for one of `jsonSchemaModules`, from the real module's source. */
export function standInModule(source: string): string {
  const declared = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]!);
  const renamed = [...source.matchAll(/^export \{ (\w+) as (\w+) \};?$/gm)];
  return [
    notBundledFunction,
    ...declared.map((name) => `export const ${name} = ${standIn(name)};`),
    ...renamed.map(([, local, exported]) => `export { ${local} as ${exported} };`),
  ].join('\n');
}

/**
 * Every zod schema carries a reference to the JSON Schema generator, so no bundler can drop it, though
 * parsing never runs it: ≈ 5.4 KB gzip of the total budget (measured). The build swaps both modules for
 * stand-ins that throw if ever called, made from the real modules' export lists at build time, so they follow
 * zod's updates. Unit tests and the dev server use zod as published; the e2e suite runs the built stand-ins.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'hai-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return jsonSchemaModules.test(id) ? standInModule(readFileSync(id, 'utf8')) : null;
    },
  };
}
