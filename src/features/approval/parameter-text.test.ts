import { describe, expect, it } from 'vitest';
import { previewOf, reviewLimits, reviewParameters, segmentsOf, valueText, type Segment } from './parameter-text';

/** Segments as one readable line: markers in brackets. */
const read = (segments: readonly Segment[]): string =>
  segments
    .map((segment) =>
      segment.kind === 'text'
        ? segment.text
        : segment.kind === 'blank'
          ? `[${segment.count} blank]`
          : `[${segment.code}]`,
    )
    .join('');

/** An object `levels` deep along `a`, built without recursion. */
function deep(levels: number): unknown {
  let value: unknown = 'bodem';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('segmentsOf', () => {
  it('keeps ordinary text and short blanks, and shows padding and invisible characters as markers', () => {
    const padded = `100 EUR${' '.repeat(3000)}(echt: 1.000.000 EUR)`;
    expect(read(segmentsOf(padded).segments)).toBe('100 EUR[3000 blank](echt: 1.000.000 EUR)');
    expect(read(segmentsOf('a b\n\nc').segments)).toBe('a b\n\nc');
    expect(read(segmentsOf(`a${'\n'.repeat(4)}b`).segments)).toBe('a[4 blank]b');
    expect(read(segmentsOf('1.000\u200b.000 \u202eRUE').segments)).toBe('1.000[U+200B].000 [U+202E]RUE');
    expect(read(segmentsOf('tag\u{e0041}').segments)).toBe('tag[U+E0041]');
  });

  it('stops at its limit and says so, also for megabytes of text', () => {
    const huge = 'x'.repeat(5_000_000);
    const { segments, cut } = segmentsOf(huge);
    expect(cut).toBe(true);
    expect(read(segments)).toHaveLength(reviewLimits.shownChars);
    expect(segmentsOf(`${' '.repeat(5_000_000)}kort`).cut).toBe(false);
    expect(segmentsOf('een woord\n'.repeat(4_000)).cut).toBe(false);
    expect(segmentsOf('een woord\n'.repeat(6_000)).cut).toBe(true);
    expect(segmentsOf('a \u200b'.repeat(100_000)).cut).toBe(true);
  });
});

describe('previewOf', () => {
  it('leaves what fits alone, and cuts at the character or line limit', () => {
    expect(previewOf(segmentsOf('kort').segments)).toBeUndefined();
    expect(read(previewOf(segmentsOf('y'.repeat(201)).segments) ?? [])).toBe('y'.repeat(200));
    const lines = Array.from({ length: 10 }, (_, i) => `regel ${i}`).join('\n');
    expect(read(previewOf(segmentsOf(lines).segments) ?? [])).toBe(lines.split('\n').slice(0, 6).join('\n'));
    expect(previewOf(segmentsOf(lines.split('\n').slice(0, 6).join('\n')).segments)).toBeUndefined();
  });
});

describe('valueText', () => {
  it('writes a string as it is, anything else as indented JSON', () => {
    expect(valueText('INS-1').text).toBe('INS-1');
    expect(valueText('').text).toBe('""');
    expect(valueText({ a: [1, true, null], b: {} }).text).toBe(
      '{\n  "a": [\n    1,\n    true,\n    null\n  ],\n  "b": {}\n}',
    );
  });

  it('stops at its depth limit without recursing further, and at its length limit', () => {
    const written = valueText(deep(100_000));
    expect(written.deep).toBe(true);
    expect(written.text).toContain('{…}');
    expect(valueText(deep(reviewLimits.depth - 1)).deep).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'v'.repeat(10)]));
    const long = valueText(wide);
    expect(long.cut).toBe(true);
    expect(long.text.length).toBeLessThan(reviewLimits.builtChars + 100);
  });

  it('writes __proto__ and markup as plain keys and text', () => {
    const value = JSON.parse('{"__proto__":{"x":1},"<img src=x onerror=alert(1)>":"<script>"}') as unknown;
    expect(valueText(value).text).toContain('"__proto__": {');
    expect(valueText(value).text).toContain('"<img src=x onerror=alert(1)>": "<script>"');
  });
});

describe('reviewParameters', () => {
  it('lists every parameter in order with a preview only where needed, and what cannot be shown', () => {
    const parameters = {
      short: 'ja',
      long: 'z'.repeat(500),
      nested: deep(50),
      huge: 'h'.repeat(60_000),
      [`k${'e'.repeat(300)}`]: 1,
    };
    const { entries, total } = reviewParameters(parameters);
    expect(total).toBe(5);
    expect(entries.map((entry) => read(entry.key).slice(0, 5))).toEqual(['short', 'long', 'neste', 'huge', 'keeee']);
    expect(entries.map((entry) => entry.preview !== undefined)).toEqual([false, true, true, true, true]);
    expect(entries.map((entry) => entry.unshowable)).toEqual([undefined, undefined, 'deep', 'long', undefined]);
    expect(read(entries[4]!.preview!.key)).toHaveLength(reviewLimits.previewChars);
  });

  it('caps the list it builds, and counts them all', () => {
    const many = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`p${i}`, i]));
    const { entries, total } = reviewParameters(many);
    expect([entries.length, total]).toEqual([reviewLimits.entries, 2_000]);
    expect(reviewParameters(null)).toEqual({ entries: [], total: 0 });
  });
});
