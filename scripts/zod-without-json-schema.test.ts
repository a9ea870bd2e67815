import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaModules, standInModule } from './zod-without-json-schema';

const zodFile = (name: string) => resolve(`node_modules/zod/v4/core/${name}.js`);

async function both(name: string) {
  const path = zodFile(name);
  const real = (await import(path)) as Record<string, unknown>;
  const code = standInModule(readFileSync(path, 'utf8'));
  const standIn = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
  return { path, real, standIn };
}

describe('zod without its JSON Schema generator', () => {
  it('matches exactly the two generator modules', () => {
    expect(jsonSchemaModules.test(zodFile('json-schema-processors'))).toBe(true);
    expect(jsonSchemaModules.test(zodFile('to-json-schema'))).toBe(true);
    expect(jsonSchemaModules.test(zodFile('schemas'))).toBe(false);
  });

  it.each(['json-schema-processors', 'to-json-schema'])(
    '%s: the stand-in has every export of the real module',
    async (name) => {
      const { real, standIn } = await both(name);
      expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    },
  );

  it('throws if the generator is ever asked for, and reports no checks to introspection', async () => {
    const processors = (await both('json-schema-processors')).standIn;
    const generator = (await both('to-json-schema')).standIn;
    expect(() => (processors.toJSONSchema as () => unknown)()).toThrow(/not part of the HAI client's bundle/);
    expect((processors.aggregateChecks as () => unknown)()).toEqual({});
    const method = (generator.createStandardJSONSchemaMethod as () => () => unknown)();
    expect(() => method()).toThrow(/not part of/);
  });
});
