import type { Plugin } from 'vite';

/** zod's object schemas, where the JIT parser lives. */
export const objectSchemasModule = /[\\/]zod[\\/]v4[\\/]core[\\/]schemas\.js$/;

/** The line that decides, per object schema, whether zod may compile a parser with `new Function`. */
export const jitSwitch = 'const jit = !core.globalConfig.jitless;';

/** zod's schemas module with the JIT switched off at build time; undefined if the switch is not found. */
export function withoutJit(source: string): string | undefined {
  return source.includes(jitSwitch) ? source.replace(jitSwitch, 'const jit = false;') : undefined;
}

/**
 * The app always runs zod `jitless` (src/app/boot/zod-without-eval.ts, imported first by src/app/boot/main.tsx: the
 * Content-Security-Policy forbids `new Function`), so zod's object-parser compiler never runs, yet every object
 * schema keeps it reachable: ≈ 1.1 KB gzip of the total budget (measured). Switched off where zod reads the
 * flag, the minifier drops the compiler and its code writer. Unit tests and the dev server use zod as published.
 */
export function zodJitless(): Plugin {
  return {
    name: 'hai-zod-jitless',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!objectSchemasModule.test(id)) return null;
      const changed = withoutJit(code);
      if (changed === undefined) this.error(`zod's JIT switch (${jitSwitch}) was not found in ${id}`);
      return { code: changed, map: null };
    },
  };
}
