import { describe, expect, it } from 'vitest';
import { keyWords, readResultCard } from './result-card';

describe('readResultCard', () => {
  it('reads an object result as fields, lists as lists and nested objects as fields', () => {
    const weather = { temperature: 18, conditions: 'Bewolkt', wind: { speed: 12, direction: 'ZW' }, hours: [17, 18] };
    expect(readResultCard(JSON.stringify(weather))).toEqual({
      kind: 'fields',
      more: 0,
      fields: [
        { key: 'temperature', value: { kind: 'text', text: '18' } },
        { key: 'conditions', value: { kind: 'text', text: 'Bewolkt' } },
        {
          key: 'wind',
          value: {
            kind: 'fields',
            more: 0,
            fields: [
              { key: 'speed', value: { kind: 'text', text: '12' } },
              { key: 'direction', value: { kind: 'text', text: 'ZW' } },
            ],
          },
        },
        {
          key: 'hours',
          value: {
            kind: 'list',
            more: 0,
            items: [
              { kind: 'text', text: '17' },
              { kind: 'text', text: '18' },
            ],
          },
        },
      ],
    });
  });

  it('reads a Python dict and a Python tool message holding one', () => {
    expect(readResultCard("{'city': 'Utrecht', 'ok': True}")?.fields.map((field) => field.key)).toEqual(['city', 'ok']);
    expect(readResultCard(`content='{"city": "Utrecht"}' name='get_weather' tool_call_id='c1'`)?.fields).toHaveLength(
      1,
    );
  });

  it('is no card for text, a list, an empty object or a result cut off', () => {
    for (const result of ['Klaar', '[1, 2]', '{}', '{"city": "Utr']) expect(readResultCard(result)).toBeUndefined();
  });

  it('bounds what a stranger sends: depth, fields, items and text length', () => {
    const deep = { a: { b: { c: { d: 1 } } } };
    const a = readResultCard(JSON.stringify(deep))!.fields[0]!.value;
    const b = a.kind === 'fields' ? a.fields[0]!.value : undefined;
    const c = b?.kind === 'fields' ? b.fields[0]!.value : undefined;
    expect(c).toEqual({ kind: 'deeper' });

    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    expect(readResultCard(JSON.stringify(wide))).toMatchObject({ more: 18 });
    const long = readResultCard(
      JSON.stringify({ list: Array.from({ length: 25 }, (_, i) => i), text: 'x'.repeat(5_000) }),
    );
    expect(long?.fields[0]?.value).toMatchObject({ kind: 'list', more: 15 });
    const cut = long?.fields[1]?.value;
    expect(cut?.kind === 'text' && cut.text.length).toBe(2_000);
  });
});

describe('keyWords', () => {
  it('makes words of keys in any casing', () => {
    expect(keyWords('feelsLike')).toBe('feels like');
    expect(keyWords('wind_speed')).toBe('wind speed');
    expect(keyWords('image-name')).toBe('image name');
  });
});
