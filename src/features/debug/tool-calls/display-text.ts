import { readToolResult } from '../../../lib/python-repr';

/** How much text a row renders before the inspector asks for all of it. */
export const textLimit = 20_000;

/** The first `limit` characters (never splitting a surrogate pair) and how many were left out. */
export function limitText(text: string, limit = textLimit): { shown: string; hidden: number } {
  if (text.length <= limit) return { shown: text, hidden: 0 };
  const code = text.charCodeAt(limit);
  const cut = code >= 0xdc00 && code <= 0xdfff ? limit - 1 : limit;
  return { shown: text.slice(0, cut), hidden: text.length - cut };
}

export type ReadResult = ({ json: true; value: unknown } | { json: false }) & { text: string; truncated: boolean };

/**
 * A tool result as data (objects and arrays only, pretty-printed: JSON, or a Python dict or list) or
 * else as text. A Python tool message (`content='…' name='…'`) shows its content, unescaped.
 */
export function readResult(result: string): ReadResult {
  const read = readToolResult(result);
  return read.value === undefined
    ? { json: false, text: read.text, truncated: read.truncated }
    : { json: true, value: read.value, text: read.text, truncated: read.truncated };
}
