import type { ZodStatement } from './zod-statement';
import { classicSchemasModule } from './zod-without-unused-methods';

/**
 * zod's memoizer lets a recursive schema parse input whose objects refer to themselves. The app parses only what
 * `JSON.parse` made (socket frames, REST bodies, stored copies), which has no such cycles, and neither its schemas
 * nor `@ag-ui/core`'s are recursive (zod-without-memoizer.test.ts checks both), so the memoizer only kept books on
 * every object and array parsed: ≈ 1.0 KB gzip of the total (measured). Without it each container schema reads no
 * memoizer and parses as zod did before it had one. Unit tests and the dev server use zod as published.
 */
export const zodWithoutMemoizer: ZodStatement = {
  name: 'hai-zod-without-memoizer',
  /** zod's classic schemas install the default memoizer before every container schema's first use. */
  module: classicSchemasModule,
  statement: 'core.config({ memoizer: core.memoizer() });',
  replacement: ';',
};
