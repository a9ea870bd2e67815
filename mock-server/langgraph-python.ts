import { createHash } from 'node:crypto';

/** Python's `repr()` of a str: single quotes unless the text holds one and no double quote. */
export function pyStr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\') out += '\\\\';
    else if (char === quote) out += `\\${quote}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${quote}${out}${quote}`;
}

/** Python's `str()` of a JSON value as a dict, list or scalar (what `str(tool_call["args"])` gives). */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyStr(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([key, item]) => `${pyStr(key)}: ${pyRepr(item)}`).join(', ')}}`;
}

const asciiOnly = (json: string): string =>
  json.replace(/[\u007f-\uffff]/g, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);

/** Python's `json.dumps(value)`: `", "` and `": "` separators, non-ASCII escaped. */
export function pyJsonDumps(value: unknown): string {
  if (value === null || typeof value !== 'object') return asciiOnly(JSON.stringify(value ?? null));
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([key, item]) => `${asciiOnly(JSON.stringify(key))}: ${pyJsonDumps(item)}`).join(', ')}}`;
}

/** `str(ToolMessage)` as LangChain prints it (fields at their defaults left out). */
export const toolMessageText = (content: string, name: string, toolCallId: string): string =>
  `content=${pyStr(content)} name=${pyStr(name)} tool_call_id=${pyStr(toolCallId)}`;

const digest = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** A UUID (v4 layout) that follows from `seed`, so runs with sequential ids are repeatable. */
export function uuidFrom(seed: string): string {
  const hex = digest(seed);
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An OpenAI tool-call id (`call_` and 24 letters or digits) that follows from `seed`. */
export function openaiCallId(seed: string): string {
  const bytes = createHash('sha256').update(`call:${seed}`).digest();
  return `call_${[...bytes.subarray(0, 24)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}
