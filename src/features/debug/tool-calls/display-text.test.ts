import { describe, expect, it } from 'vitest';
import { limitText, readResult } from './display-text';

describe('limitText', () => {
  it('leaves short text whole and cuts long text at the limit', () => {
    expect(limitText('abc', 5)).toEqual({ shown: 'abc', hidden: 0 });
    expect(limitText('abcdefgh', 5)).toEqual({ shown: 'abcde', hidden: 3 });
  });

  it('never splits a surrogate pair', () => {
    expect(limitText('abcd😀x', 5)).toEqual({ shown: 'abcd', hidden: 3 });
  });

  it("reads AGORA LangGraph's Python text: a tool message's content, a dict as data", () => {
    expect(readResult(`content='Bedrijf gevonden\\n' name='check_company_exists' tool_call_id='call_1'`)).toEqual({
      json: false,
      text: 'Bedrijf gevonden\n',
      truncated: false,
    });
    expect(readResult("{'ok': True, 'x': None}")).toMatchObject({ json: true, value: { ok: true, x: null } });
  });
});

describe('readResult', () => {
  it('pretty-prints objects and arrays', () => {
    expect(readResult('{"a":[1]}')).toEqual({
      json: true,
      value: { a: [1] },
      text: '{\n  "a": [\n    1\n  ]\n}',
      truncated: false,
    });
  });

  it('keeps plain and broken text as it is', () => {
    expect(readResult('5 regels')).toEqual({ json: false, text: '5 regels', truncated: false });
    expect(readResult('{"a":')).toEqual({ json: false, text: '{"a":', truncated: false });
  });

  it("reads AGORA LangGraph's Python text: a tool message's content, a dict as data", () => {
    expect(readResult(`content='Bedrijf gevonden\\n' name='check_company_exists' tool_call_id='call_1'`)).toEqual({
      json: false,
      text: 'Bedrijf gevonden\n',
      truncated: false,
    });
    expect(readResult("{'ok': True, 'x': None}")).toMatchObject({ json: true, value: { ok: true, x: null } });
  });
});
