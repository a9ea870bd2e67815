import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenModuleIds, preloadsFor } from './first-screen-preload';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    ...extra,
  }) as Rolldown.OutputChunk;

describe('preloadsFor', () => {
  it('names the chunks a first-screen module needs, minus what the entry loads anyway', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/live.js': chunk('assets/live.js', ['assets/react.js', 'assets/schemas.js'], {
        moduleIds: ['/repo/src/app/live-session.tsx'],
      }),
      'assets/schemas.js': chunk('assets/schemas.js', []),
      'assets/markdown.js': chunk('assets/markdown.js', [], { moduleIds: ['/repo/src/components/ui/markdown.tsx'] }),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    } as unknown as Rolldown.OutputBundle;
    expect(preloadsFor(bundle, ['src/app/live-session.tsx']).sort()).toEqual(['assets/live.js', 'assets/schemas.js']);
    expect(preloadsFor(bundle, ['src/app/nothing.tsx'])).toEqual([]);
  });
});

describe('preloadsFor with the first screen in one chunk', () => {
  it('finds a first-screen module inside a merged chunk, not only as its facade', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], { isEntry: true }),
      'assets/first-screen.js': chunk('assets/first-screen.js', [], {
        moduleIds: ['/repo/src/app/live-session.tsx', '/repo/src/features/sessions/session-sidebar.tsx'],
      }),
    } as unknown as Rolldown.OutputBundle;
    expect(preloadsFor(bundle, ['src/features/sessions/session-sidebar.tsx'])).toEqual(['assets/first-screen.js']);
  });
});

describe('firstScreenModuleIds', () => {
  it('is what the roots import statically, minus what the entry imports statically', () => {
    const graph: Record<string, string[]> = {
      main: ['react', 'app'],
      app: [],
      live: ['react', 'engine'],
      engine: ['zod'],
      sidebar: ['react', 'list'],
    };
    const ids = firstScreenModuleIds(['live', 'sidebar'], ['main'], (id) => graph[id] ?? []);
    expect([...ids].sort()).toEqual(['engine', 'list', 'live', 'sidebar', 'zod']);
  });
});
