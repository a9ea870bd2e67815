/**
 * Reads Python's text form of values (`repr`/`str`), as AGORA's LangGraph server sends tool
 * arguments and results: `{'key': 'value', 'n': 1, 'ok': True, 'x': None}`, and a tool message as
 * `content='…' name='…' tool_call_id='call_…'`, possibly cut off after 500 characters. One pass,
 * never throws; nesting deeper than `maxDepth` is refused instead of recursing on.
 */

import { boundDepth } from './bound-depth';

export type PyParse = { ok: true; value: unknown } | { ok: false };

const maxDepth = 200;
const closers: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
const simpleEscapes: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '\n': '',
};
const hexLength: Record<string, number> = { x: 2, u: 4, U: 8 };
const fail = Symbol('fail');
type Out = unknown | typeof fail;

class Scanner {
  pos = 0;
  /** Set when a string ran to the end of the text without its closing quote. */
  cut = false;
  constructor(readonly text: string) {}

  space() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  string(): Out {
    const { text } = this;
    let at = this.pos;
    while (at < text.length && /[rbuRBU]/.test(text[at]!)) at++;
    const raw = /r/i.test(text.slice(this.pos, at));
    const quote = text[at];
    if (quote !== "'" && quote !== '"') return fail;
    let out = '';
    let i = at + 1;
    while (i < text.length && text[i] !== quote) {
      const ch = text[i]!;
      if (ch !== '\\' || raw) {
        out += ch;
        i++;
        continue;
      }
      const next = text[i + 1];
      if (next === undefined) break;
      const width = hexLength[next];
      const hex = width === undefined ? '' : text.slice(i + 2, i + 2 + width);
      if (width !== undefined && /^[0-9a-fA-F]+$/.test(hex) && hex.length === width) {
        const code = parseInt(hex, 16);
        out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        i += 2 + width;
      } else {
        out += simpleEscapes[next] ?? `\\${next}`;
        i += 2;
      }
    }
    this.cut = text[i] !== quote;
    this.pos = Math.min(i + 1, text.length);
    return out;
  }

  word(): Out {
    const match = /^(?:True|False|None|-?(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?|-?inf|nan)/.exec(
      this.text.slice(this.pos, this.pos + 400),
    );
    if (!match) return fail;
    this.pos += match[0].length;
    const word = match[0];
    if (word === 'True' || word === 'False') return word === 'True';
    if (word === 'None') return null;
    const number = Number(word.replace(/_/g, ''));
    return Number.isFinite(number) ? number : word;
  }

  /** `[…]`, `(…)` or `{…}`: a list, a tuple (both arrays) or a dict (keys as text). */
  container(open: string, depth: number): Out {
    const close = closers[open]!;
    const isDict = open === '{';
    const items: unknown[] = [];
    const entries: [string, unknown][] = [];
    this.pos++;
    for (;;) {
      this.space();
      if (this.text[this.pos] === close) {
        this.pos++;
        return isDict ? Object.fromEntries(entries) : items;
      }
      const key = this.value(depth + 1);
      if (key === fail || this.cut) return fail;
      this.space();
      if (isDict) {
        if (this.text[this.pos] !== ':') return fail;
        this.pos++;
        const value = this.value(depth + 1);
        if (value === fail || this.cut) return fail;
        entries.push([typeof key === 'string' ? key : JSON.stringify(key), value]);
      } else items.push(key);
      this.space();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== close) return fail;
    }
  }

  value(depth = 0): Out {
    this.space();
    const ch = this.text[this.pos];
    if (ch === undefined || depth > maxDepth) return fail;
    if (ch in closers) return this.container(ch, depth);
    if (ch === "'" || ch === '"' || /[rbuRBU]/.test(ch)) {
      const out = this.string();
      if (out !== fail || !/[rbuRBU]/.test(ch)) return out;
    }
    return this.word();
  }
}

/** A whole Python literal (dict, list, tuple, str, number, True/False/None) as JSON-like data. */
export function parsePythonLiteral(text: string): PyParse {
  const scanner = new Scanner(text);
  const value = scanner.value();
  scanner.space();
  if (value === fail || scanner.cut || scanner.pos < text.length) return { ok: false };
  return { ok: true, value };
}

export interface PythonToolMessage {
  content: unknown;
  name?: string;
  toolCallId?: string;
  /** The text ended inside it (the server cuts results off). */
  truncated: boolean;
}

/** LangChain's `str(ToolMessage)`: `content='…' name='…' tool_call_id='…'`; undefined for any other text. */
export function readPythonToolMessage(text: string): PythonToolMessage | undefined {
  if (!/^\s*content=/.test(text)) return undefined;
  const scanner = new Scanner(text);
  const fields: Record<string, unknown> = {};
  for (;;) {
    scanner.space();
    const key = /^([A-Za-z_]\w*)=/.exec(text.slice(scanner.pos, scanner.pos + 100));
    if (!key) break;
    scanner.pos += key[0].length;
    const value = scanner.value();
    if (value === fail) break;
    fields[key[1]!] = value;
    if (scanner.cut) break;
  }
  if (!('content' in fields)) return undefined;
  const textField = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const { content } = fields;
  return { content, name: textField('name'), toolCallId: textField('tool_call_id'), truncated: scanner.cut };
}

export interface ReadableResult {
  text: string;
  /** Set when the result is a dict or list (JSON or Python), for a JSON tree. */
  value?: unknown;
  truncated: boolean;
}

/** Bounded in depth (`boundDepth`): the result is pretty-printed and shown as a tree, both recursive. */
function asData(text: string): unknown {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  try {
    return boundDepth(JSON.parse(text) as unknown).value;
  } catch {
    const parsed = parsePythonLiteral(text);
    return parsed.ok ? boundDepth(parsed.value).value : undefined;
  }
}

/** A tool result for people: a Python tool message's inner content, and JSON or a Python dict or list as data. */
export function readToolResult(result: string): ReadableResult {
  const message = readPythonToolMessage(result);
  const inner = message ? message.content : result;
  const value = typeof inner === 'string' ? asData(inner) : boundDepth(inner).value;
  const truncated = message?.truncated ?? false;
  if (value !== undefined && value !== null && typeof value === 'object')
    return { text: JSON.stringify(value, null, 2), value, truncated };
  return { text: typeof inner === 'string' ? inner : String(inner), truncated };
}
