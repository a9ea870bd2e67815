import type { Plugin } from 'vite';

/** zod's classic schemas, which install the default memoizer before every container schema's first use. */
export const classicSchemasModule = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

/** The statement that installs it. */
export const memoizerInstall = 'core.config({ memoizer: core.memoizer() });';

/** zod's classic schemas module that leaves the memoizer out; undefined if the statement is not found. */
export function withoutMemoizer(source: string): string | undefined {
  return source.includes(memoizerInstall) ? source.replace(memoizerInstall, ';') : undefined;
}

/**
 * zod's memoizer lets a recursive schema parse input whose objects refer to themselves. The app parses only what
 * `JSON.parse` made (socket frames, REST bodies, stored copies), which has no such cycles, and neither its schemas
 * nor `@ag-ui/core`'s are recursive (the test beside this checks both), so the memoizer only kept books on every
 * object and array parsed: ≈ 1.1 KB gzip of the total (measured). Without it each container schema reads no
 * memoizer and parses as zod did before it had one. Unit tests and the dev server use zod as published.
 */
export function zodWithoutMemoizer(): Plugin {
  return {
    name: 'hai-zod-without-memoizer',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!classicSchemasModule.test(id)) return null;
      const changed = withoutMemoizer(code);
      if (changed === undefined) this.error(`zod's memoizer install (${memoizerInstall}) was not found in ${id}`);
      return { code: changed, map: null };
    },
  };
}
