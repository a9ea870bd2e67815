import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadsFor } from './first-screen-preload';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as Rolldown.OutputChunk;

describe('preloadsFor', () => {
  it('names the chunks a first-screen module needs, minus what the entry loads anyway', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/live.js': chunk('assets/live.js', ['assets/react.js', 'assets/schemas.js'], {
        facadeModuleId: '/repo/src/app/live-session.tsx',
      }),
      'assets/schemas.js': chunk('assets/schemas.js', []),
      'assets/markdown.js': chunk('assets/markdown.js', [], { facadeModuleId: '/repo/src/components/ui/markdown.tsx' }),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    } as unknown as Rolldown.OutputBundle;
    expect(preloadsFor(bundle, ['src/app/live-session.tsx']).sort()).toEqual(['assets/live.js', 'assets/schemas.js']);
    expect(preloadsFor(bundle, ['src/app/nothing.tsx'])).toEqual([]);
  });
});
