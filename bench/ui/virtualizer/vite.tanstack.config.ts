import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { mergeConfig } from 'vite';
import app from '../../../vite.config.ts';
import { tanstackEntry } from './tanstack-entry';

const here = dirname(fileURLToPath(import.meta.url));
const ownHook = resolve(here, '../../../src/components/ui/virtual/use-virtual-list.ts');
const tanstackHook = resolve(here, 'use-tanstack-virtual-list.ts');

/** Every import of our `use-virtual-list` (chat, events, tool calls) gets the @tanstack/virtual-core one. */
function tanstackVirtualList(entry: string): Plugin {
  return {
    name: 'bench-tanstack-virtual-list',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'virtual:tanstack-virtual-core') return entry;
      if (!source.endsWith('/use-virtual-list') || importer === tanstackHook) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === ownHook ? tanstackHook : null;
    },
  };
}

const entry = tanstackEntry();
if (!entry) throw new Error('@tanstack/virtual-core is not installed: see bench/ui/virtualizer-compare.ts');

export default mergeConfig(app, { plugins: [tanstackVirtualList(entry)] });
