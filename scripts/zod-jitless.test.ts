import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jitSwitch, objectSchemasModule, withoutJit } from './zod-jitless';

const schemas = resolve('node_modules/zod/v4/core/schemas.js');

describe('zod without its JIT at build time', () => {
  it('matches zod core schemas module only', () => {
    expect(objectSchemasModule.test(schemas)).toBe(true);
    expect(objectSchemasModule.test(resolve('node_modules/zod/v4/classic/schemas.js'))).toBe(false);
  });

  it('finds the switch once in the installed zod and turns it off', () => {
    const source = readFileSync(schemas, 'utf8');
    expect(source.split(jitSwitch)).toHaveLength(2);
    const changed = withoutJit(source)!;
    expect(changed).not.toContain(jitSwitch);
    expect(changed).toContain('const jit = false;');
    expect(changed.length).toBe(source.length - jitSwitch.length + 'const jit = false;'.length);
  });

  it('reports a zod without the switch', () => {
    expect(withoutJit('export const x = 1;')).toBeUndefined();
  });
});
