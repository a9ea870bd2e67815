import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { mergeConfig } from 'vite';
import app from '../../../vite.config.ts';
import { handWrittenDir } from './hand-written';

const appHook = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../src/components/ui/virtual/use-virtual-list.ts',
);
const handWrittenHook = join(handWrittenDir, 'use-virtual-list.ts');

/**
 * Every import of the app's `use-virtual-list` (chat, events, tool calls, sessions) gets the hand-written one the app
 * had before @tanstack/virtual-core, with the same interface: `hand-written.ts` writes it from git first.
 */
function handWrittenVirtualList(): Plugin {
  return {
    name: 'bench-hand-written-virtual-list',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/use-virtual-list') || importer?.startsWith(handWrittenDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === appHook ? handWrittenHook : null;
    },
  };
}

export default mergeConfig(app, { plugins: [handWrittenVirtualList()] });
