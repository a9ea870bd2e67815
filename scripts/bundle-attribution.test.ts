import { describe, expect, it } from 'vitest';
import { attribute, decodeLine, groupOf } from './bundle-attribution';

describe('decodeLine', () => {
  it('reads generated columns and source indices relative to the previous segment', () => {
    const state = { source: 0 };
    // AAAA: column 0, source 0; EAAC: column +2, source 0; GCAC: column +3, source +1.
    expect(decodeLine('AAAA,EAAC,GCAC', state)).toEqual([
      { column: 0, source: 0 },
      { column: 2, source: 0 },
      { column: 5, source: 1 },
    ]);
    expect(state.source).toBe(1);
  });

  it('reads multi-digit and negative values, and segments without a source', () => {
    expect(decodeLine('gBAAA,ED,F', { source: 3 })).toEqual([
      { column: 16, source: 3 },
      { column: 18, source: 2 },
      { column: 16, source: -1 },
    ]);
  });
});

describe('groupOf', () => {
  it('names a package, a scoped package, and our own folders', () => {
    expect(groupOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(groupOf('../../node_modules/@ag-ui/core/dist/index.mjs')).toBe('@ag-ui/core');
    expect(groupOf('../../src/features/chat/composer.tsx')).toBe('src/features/chat');
    expect(groupOf('../../src/i18n/nl.ts')).toBe('src/i18n');
    expect(groupOf(undefined)).toBe('(no source: chunk glue)');
  });
});

describe('attribute', () => {
  it('cuts the code into pieces in order, each named by its source', () => {
    const pieces = attribute('ab;cd\nx', 'AAAA,ECAA', ['src/a/x.ts', 'node_modules/zod/v4/y.js']);
    expect(pieces).toEqual([
      { group: 'src/a', text: 'ab' },
      { group: 'zod', text: ';cd' },
      { group: '(no source: chunk glue)', text: '\n' },
      { group: '(no source: chunk glue)', text: 'x' },
    ]);
  });
});
