import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodJitless } from './zod-jitless';
import { replaced, type ZodStatement } from './zod-statement';
import { zodWithoutMemoizer } from './zod-without-memoizer';

const modules = {
  core: resolve('node_modules/zod/v4/core/schemas.js'),
  classic: resolve('node_modules/zod/v4/classic/schemas.js'),
};

describe.each([
  ['the JIT switch', zodJitless, modules.core, modules.classic],
  ['the memoizer install', zodWithoutMemoizer, modules.classic, modules.core],
] as [string, ZodStatement, string, string][])('%s, written otherwise in the build', (_name, edit, module, other) => {
  it('matches its zod module only', () => {
    expect(edit.module.test(module)).toBe(true);
    expect(edit.module.test(other)).toBe(false);
  });

  it('finds the statement once in the installed zod and replaces it, line for line', () => {
    const source = readFileSync(module, 'utf8');
    expect(source.split(edit.statement)).toHaveLength(2);
    const changed = replaced(edit, source)!;
    expect(changed).not.toContain(edit.statement);
    expect(changed).toContain(edit.replacement);
    expect(changed.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('reports a zod without the statement', () => {
    expect(replaced(edit, 'export const x = 1;')).toBeUndefined();
  });
});
