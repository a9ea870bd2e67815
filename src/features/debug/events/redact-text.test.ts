import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillNumber, fillText, redactJson, redactJsonText } from './redact-text';

/** Types, keys and array lengths of a JSON value: what a redaction must keep. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null || typeof value === 'boolean' ? value : typeof value;
}

const dataLeft = (text: string) => text.replace(/[x0]/g, '').match(/[\p{L}\p{N}]/u);

describe('fillText', () => {
  it('keeps length, whitespace and punctuation, and no letter or digit', () => {
    expect(fillText('Bella Rosa (KVK 92251854): 9 °C, é 𝐀')).toBe('xxxxx xxxx (xxx 00000000): 0 °x, x xx');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const filled = fillText(text);
        expect(filled).toHaveLength(text.length);
        expect(dataLeft(filled)).toBeNull();
        expect(filled.replace(/\S/g, '.')).toBe(text.replace(/\S/g, '.'));
      }),
    );
  });
});

describe('fillNumber', () => {
  it('keeps the digit count as valid JSON numbers', () => {
    expect([0, 5, 123, -42, 0.75, 12.5, 92251854].map(fillNumber)).toEqual([0, 0, 100, -10, 0, 10, 10000000]);
  });
});

describe('redactJsonText', () => {
  it('keeps keys, literals and escapes, and stays JSON of the same shape and length', () => {
    const text = '{"kvk": "92251854", "n": 123, "ok": true, "s": "a\\"b\\u00e9\\n", "list": [1, null]}';
    expect(redactJsonText(text)).toBe(
      '{"kvk": "00000000", "n": 100, "ok": true, "s": "x\\"xxxxxxx\\n", "list": [0, null]}',
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const original = JSON.stringify(value, null, pretty ? 2 : undefined);
        const redacted = redactJsonText(original);
        expect(redacted).toHaveLength(original.length);
        expect(shapeOf(JSON.parse(redacted))).toEqual(shapeOf(JSON.parse(original)));
      }),
    );
  });

  it('fills text that is not JSON, keeps what `keep` names, and never throws on a fragment', () => {
    expect(redactJsonText('hallo wereld {"q": "ab')).toBe('xxxxx xxxxxx {"q": "xx');
    expect(redactJsonText('{"type":"RUN_STARTED","delta":"hoi"}', (key) => key === 'type')).toBe(
      '{"type":"RUN_STARTED","delta":"xxx"}',
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(redactJsonText(text)).toHaveLength(text.length);
      }),
    );
  });
});

describe('redactJson', () => {
  it('fills every value but those of kept keys, with the same shape', () => {
    const value = { currentAgent: 'history-agent', inspection: { company: 'Bella Rosa', visits: 12, ids: ['a'] } };
    expect(redactJson(value, (key) => key === 'currentAgent' || key === 'ids')).toEqual({
      currentAgent: 'history-agent',
      inspection: { company: 'xxxxx xxxx', visits: 10, ids: ['a'] },
    });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(shapeOf(redactJson(value, () => false))).toEqual(shapeOf(value));
      }),
    );
  });
});
