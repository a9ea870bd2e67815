import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const layerRules = ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties'];
let eslint: ESLint;

beforeAll(async () => {
  // The repo's own config, running only the rules that draw the layers (the others would only slow it down).
  const ruleFilter = ({ ruleId }: { ruleId: string }) => layerRules.includes(ruleId);
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), ruleFilter });
  // The first file loads the config and its plugins; the cases after it take a fraction of a second.
  await eslint.lintText('export {};\n', { filePath: 'src/model/warm-up.ts' });
  // A cap for a hung load, not a speed check: beside the journeys on two cores, loading ESLint took over 30 s once.
}, 120_000);

/** The layer rules (imports and globals) a snippet breaks when it sits at filePath; a parse error by its text. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\nexport { ${name} };\n`;

describe('eslint.config.js keeps the pure layers pure', () => {
  it('rejects React in model/', async () => {
    expect(await broken('src/model/x.ts', importing('react', 'useState'))).toEqual(['no-restricted-imports']);
  });

  it('rejects react-dom/client in lib/', async () => {
    expect(await broken('src/lib/x.ts', importing('react-dom/client', 'createRoot'))).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('rejects zustand/vanilla in protocol/', async () => {
    expect(await broken('src/protocol/x.ts', importing('zustand/vanilla', 'createStore'))).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('rejects the DOM in model/, also through globalThis', async () => {
    expect(await broken('src/model/x.ts', 'export const title = document.title;\n')).toEqual(['no-restricted-globals']);
    expect(await broken('src/lib/x.ts', 'export const w = window.innerWidth;\n')).toEqual(['no-restricted-globals']);
    expect(await broken('src/model/x.ts', 'export const d = globalThis.document;\n')).toEqual([
      'no-restricted-properties',
    ]);
  });

  it('allows what Node has too: timers, crypto, URL', async () => {
    const code = 'setTimeout(() => crypto.randomUUID(), 1);\nexport const u = new URL("https://x.test");\n';
    expect(await broken('src/model/x.ts', code)).toEqual([]);
  });

  it('lets the tests of a pure layer use the DOM', async () => {
    expect(await broken('src/model/x.test.ts', 'export const title = document.title;\n')).toEqual([]);
  });
});

describe('eslint.config.js keeps React in session/react/', () => {
  it('rejects React in session/ but allows it in session/react/', async () => {
    expect(await broken('src/session/x.ts', importing('react', 'useState'))).toEqual(['no-restricted-imports']);
    expect(await broken('src/session/react/x.ts', importing('react', 'useState'))).toEqual([]);
  });

  it("keeps session/ to zustand's vanilla store", async () => {
    expect(await broken('src/session/x.ts', importing('zustand', 'useStore'))).toEqual(['no-restricted-imports']);
    expect(await broken('src/session/x.ts', importing('zustand/vanilla', 'createStore'))).toEqual([]);
    expect(await broken('src/session/react/x.ts', importing('zustand', 'useStore'))).toEqual([]);
  });

  it('rejects the vanilla session importing its React binding', async () => {
    expect(await broken('src/session/x.ts', importing('./react/hooks', 'useRun'))).toEqual(['no-restricted-imports']);
  });

  it('rejects session/react/ importing the layers above it', async () => {
    expect(await broken('src/session/react/x.ts', importing('../../api/http', 'x'))).toEqual(['no-restricted-imports']);
  });
});
