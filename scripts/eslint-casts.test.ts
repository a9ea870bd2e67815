import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(async () => {
  // The repo's own config, running only the rule that finds shape casts.
  const ruleFilter = ({ ruleId }: { ruleId: string }) => ruleId === 'no-restricted-syntax';
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), ruleFilter });
  await eslint.lintText('export {};\n', { filePath: 'src/model/warm-up.ts' });
});

/** How many shape casts lint finds in a snippet at filePath. */
async function casts(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('eslint.config.js keeps shape casts at the parsing edge', () => {
  it('rejects a cast to a written shape, alone, in a union, after unknown or inside a generic', async () => {
    const code = [
      'export const a = (x: unknown) => (x as { a?: string }).a;',
      'export const b = (x: unknown) => (x as { a?: string } | null)?.a;',
      'export const c = (x: unknown) => (x as unknown as { a: string }).a;',
      'export const d = (x: unknown) => x as Array<{ a: string }>;',
      'export const e = (x: object) => x as object & { a?: string };',
    ].join('\n');
    expect(await casts('src/model/x.ts', code)).toBe(5);
    expect(await casts('mock-server/x.ts', code)).toBe(5);
    expect(await casts('scenarios/x.ts', code)).toBe(5);
  });

  it('leaves named types, `as const` and shapes outside the cast alone', async () => {
    const code = [
      'interface Named { a?: string }',
      'export const a = (x: unknown) => (x as Named).a;',
      'export const b = [1] as const;',
      'export const c = ((y: { a: string }) => y) as unknown;',
    ].join('\n');
    expect(await casts('src/model/x.ts', code)).toBe(0);
  });

  it('lets the parsing edge and tests cast', async () => {
    const code = 'export const a = (x: unknown) => (x as { a?: string }).a;\n';
    expect(await casts('src/protocol/parse-event.ts', code)).toBe(0);
    expect(await casts('src/api/contract.ts', code)).toBe(0);
    expect(await casts('src/model/x.test.ts', code)).toBe(0);
  });
});
