import { boundedText, maxValueDepth } from '../../../lib/bound-depth';

/**
 * Length-keeping placeholders for inspection data: letters become `x`, digits `0`; whitespace,
 * punctuation and JSON structure stay, so a redacted stream keeps its shape and still parses.
 */
export function fillText(text: string): string {
  return text.replace(/\p{N}/gu, (m) => '0'.repeat(m.length)).replace(/[\p{L}\p{M}]/gu, (m) => 'x'.repeat(m.length));
}

/** A JSON number's text with the same digit count: `0`, or `1` and zeros (JSON allows no leading zeros). */
function fillNumberText(text: string): string {
  const [, sign = '', int = '', rest = ''] = /^(-?)(\d*)([\s\S]*)$/.exec(text)!;
  return sign + (int.length > 1 ? '1'.padEnd(int.length, '0') : int.replace(/\d/, '0')) + rest.replace(/\d/g, '0');
}

export const fillNumber = (value: number) => (Number.isFinite(value) ? Number(fillNumberText(String(value))) : value);

const jsonToken = /("(?:[^"\\]|\\[\s\S])*\\?"?)|(-?\d[\d.eE+-]*)|([^\s{}[\]:,"\d-]+)|[\s\S]/gy;
const keyFollows = /\s*:/y;
const literals = new Set(['true', 'false', 'null']);

function fillStringToken(token: string): string {
  return token.replace(/\\u[\da-fA-F]{4}|\\[\s\S]|[^\\"]+/g, (m) =>
    m.startsWith('\\u') ? 'xxxxxx' : m.startsWith('\\') ? m : fillText(m),
  );
}

/**
 * JSON text (whole, partial or not JSON at all) with its values filled and its keys, structure and
 * `true`/`false`/`null` kept, character for character. A string value under a key `keep` accepts stays.
 */
export function redactJsonText(text: string, keep: (key: string) => boolean = () => false): string {
  let out = '';
  let key: string | undefined;
  jsonToken.lastIndex = 0;
  for (let match = jsonToken.exec(text); match; match = jsonToken.exec(text)) {
    const [token, string, number, word] = match;
    if (string !== undefined) {
      keyFollows.lastIndex = jsonToken.lastIndex;
      const isKey = keyFollows.test(text);
      out += isKey || (key !== undefined && keep(key)) ? token : fillStringToken(token);
      key = isKey ? string.slice(1, -1) : undefined;
    } else if (number !== undefined) out += fillNumberText(number);
    else if (word !== undefined) out += literals.has(word) ? word : fillText(word);
    else out += token;
    if (token !== ':' && string === undefined && !/^\s$/.test(token)) key = undefined;
  }
  return out;
}

const looksLikeJson = (text: string) => {
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A string value: JSON text stays JSON, anything else is filled. */
const redactString = (text: string) => (looksLikeJson(text) ? redactJsonText(text) : fillText(text));

/**
 * A parsed JSON value with every string and number filled; keys stay, and the values of keys `keep` accepts.
 * Below `maxValueDepth` (values come in bounded; this guards the recursion) the rest is redacted as text.
 */
export function redactJson(value: unknown, keep: (key: string) => boolean, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'number') return fillNumber(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxValueDepth) return redactJsonText(boundedText(value));
  if (Array.isArray(value)) return value.map((item) => redactJson(item, keep, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      keep(key) && isPlain(item) ? item : redactJson(item, keep, depth + 1),
    ]),
  );
}

const isPlain = (value: unknown): boolean =>
  typeof value !== 'object' ||
  value === null ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));
