import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxValueDepth, textDepth, valueDepth } from './bound-depth';
import { parsePythonLiteral, readPythonToolMessage, readToolResult } from './python-repr';

/** Python's repr of JSON-like data, quoting strings as Python does (either quote). */
function pyRepr(value: unknown, quote: "'" | '"' = "'"): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const body = [...value]
      .map((ch) => {
        if (ch === '\\' || ch === quote) return `\\${ch}`;
        if (ch === '\n') return '\\n';
        if (ch === '\t') return '\\t';
        if (ch === '\r') return '\\r';
        const code = ch.codePointAt(0)!;
        return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : ch;
      })
      .join('');
    return `${quote}${body}${quote}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => pyRepr(item, quote)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyRepr(k, quote)}: ${pyRepr(v, quote)}`).join(', ')}}`;
}

const normal = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('parsePythonLiteral', () => {
  it('reads a dict repr as the server writes tool arguments', () => {
    expect(parsePythonLiteral("{'key': 'value', 'n': 1, 'ok': True, 'x': None, 'l': [1.5, -2, (3,)]}")).toEqual({
      ok: true,
      value: { key: 'value', n: 1, ok: true, x: null, l: [1.5, -2, [3]] },
    });
  });

  it('unescapes Python string escapes', () => {
    expect(parsePythonLiteral(String.raw`'it\'s\n\t\\ caf\xe9 \u20ac \U0001f600'`)).toEqual({
      ok: true,
      value: "it's\n\t\\ café € 😀",
    });
    expect(parsePythonLiteral(`"it's"`)).toEqual({ ok: true, value: "it's" });
  });

  it('refuses what is not a literal, unterminated or trailing text', () => {
    for (const text of ["{'a': 1", "'open", 'datetime.date(2024, 1, 1)', '{1, 2}', "{'a': 1} x", '', '['.repeat(500)])
      expect(parsePythonLiteral(text)).toEqual({ ok: false });
  });

  it('round-trips JSON-like values written as Python', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom("'" as const, '"' as const), (value, quote) => {
        expect(parsePythonLiteral(pyRepr(value, quote))).toEqual({ ok: true, value: normal(value) });
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...`{}[]()'":,\\ xuU0aTrueNone1.-e`.split('')) }), (text) => {
        parsePythonLiteral(text);
        readPythonToolMessage(`content=${text}`);
        readToolResult(text);
      }),
    );
  });

  it('stays linear on long and adversarial input', () => {
    const inputs = [
      "'".padEnd(200_000, '\\'),
      `[${'1, '.repeat(100_000)}]`,
      `{${"'a': ".repeat(50_000)}`,
      `content='${'x'.repeat(200_000)}`,
      `${'('.repeat(100_000)}`,
    ];
    for (const text of inputs) expect(() => readToolResult(text)).not.toThrow();
  });
});

describe('readPythonToolMessage', () => {
  it('takes the content, name and id of a LangChain tool message', () => {
    const text = String.raw`content='{"kvk": "92251854", "naam": "Bella\'s"}' name='check_company_exists' tool_call_id='call_abc'`;
    expect(readPythonToolMessage(text)).toEqual({
      content: `{"kvk": "92251854", "naam": "Bella's"}`,
      name: 'check_company_exists',
      toolCallId: 'call_abc',
      truncated: false,
    });
  });

  it('keeps what arrived of a content cut off at 500 characters', () => {
    const text = `content='${'Rapport '.repeat(80)}`.slice(0, 500);
    const read = readPythonToolMessage(text);
    expect(read?.truncated).toBe(true);
    expect(read?.content).toBe(text.slice("content='".length));
  });

  it('is undefined for other text', () => {
    expect(readPythonToolMessage('{"a": 1}')).toBeUndefined();
  });
});

describe('readToolResult', () => {
  it('shows a dict repr or JSON inside a tool message as data', () => {
    expect(readToolResult(`content="{'found': True, 'n': 2}" name='x' tool_call_id='call_1'`)).toEqual({
      text: JSON.stringify({ found: true, n: 2 }, null, 2),
      value: { found: true, n: 2 },
      truncated: false,
    });
    expect(readToolResult("{'a': None}").value).toEqual({ a: null });
  });

  it('shows plain and cut-off text as text', () => {
    expect(readToolResult('Error: boom')).toEqual({ text: 'Error: boom', truncated: false });
    expect(readToolResult(`content='{"a": "lang`)).toEqual({ text: '{"a": "lang', truncated: true });
  });
});

describe('Python and JSON text nested up to 100,000 deep', () => {
  const opener = fc.constantFrom('[', '(', '{"a": ', "{'a': ");
  const closerOf: Record<string, string> = { '[': ']', '(': ')', '{"a": ': '}', "{'a': ": '}' };

  it('is read without throwing, bounded to the depth the views walk', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), opener, fc.boolean(), (depth, open, closed) => {
        const text = `${open.repeat(depth)}1${closed ? closerOf[open]!.repeat(depth) : ''}`;
        expect(() => parsePythonLiteral(text)).not.toThrow();
        const read = readToolResult(text);
        // Read as data: bounded (its pretty text too); not read: shown as the text it is.
        expect(valueDepth(read.value)).toBeLessThanOrEqual(maxValueDepth);
        if (read.value !== undefined) expect(textDepth(read.text)).toBeLessThanOrEqual(maxValueDepth + 1);
        expect(() => structuredClone(read.value)).not.toThrow();
      }),
      { numRuns: 12 },
    );
  });
});
