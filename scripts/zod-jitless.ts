import type { ZodStatement } from './zod-statement';

/**
 * The app never lets zod compile a parser (the Content-Security-Policy forbids `new Function`), so zod's object-parser
 * compiler never runs, yet every object schema keeps it reachable: ≈ 1.1 KB gzip of the total budget (measured).
 * Switched off where zod decides, the minifier drops the compiler and its code writer, and zod never probes
 * `new Function`. Unit tests and the dev server use zod as published, with its `jitless` flag set instead
 * (src/app/boot/zod-without-eval.ts, imported first by src/app/boot/main.tsx).
 */
export const zodJitless: ZodStatement = {
  name: 'hai-zod-jitless',
  /** zod's object schemas, where the JIT parser lives. */
  module: /[\\/]zod[\\/]v4[\\/]core[\\/]schemas\.js$/,
  /** The line that decides, per object schema, whether zod may compile a parser with `new Function`. */
  statement: 'const jit = !core.globalConfig.jitless;',
  replacement: 'const jit = false;',
};
