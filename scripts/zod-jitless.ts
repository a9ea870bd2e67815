import type { ZodStatement } from './zod-statement';

/**
 * The app always runs zod `jitless` (src/app/boot/zod-without-eval.ts, imported first by src/app/boot/main.tsx: the
 * Content-Security-Policy forbids `new Function`), so zod's object-parser compiler never runs, yet every object
 * schema keeps it reachable: ≈ 1.1 KB gzip of the total budget (measured). Switched off where zod reads the
 * flag, the minifier drops the compiler and its code writer. Unit tests and the dev server use zod as published.
 */
export const zodJitless: ZodStatement = {
  name: 'hai-zod-jitless',
  /** zod's object schemas, where the JIT parser lives. */
  module: /[\\/]zod[\\/]v4[\\/]core[\\/]schemas\.js$/,
  /** The line that decides, per object schema, whether zod may compile a parser with `new Function`. */
  statement: 'const jit = !core.globalConfig.jitless;',
  replacement: 'const jit = false;',
};
