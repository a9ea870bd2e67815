/** AGORA's input moderator: these patterns (on the lower-cased text), more than 10,000 characters, or blank. */
const blockedPatterns = [
  /ignore previous instructions/,
  /disregard.*instructions/,
  /system prompt/,
  /<script/,
  /javascript:/,
];
const MAX_INPUT_CHARS = 10_000;

export type Moderation =
  | { verdict: 'pass'; text: string }
  /** AGORA drops the message without a frame. */
  | { verdict: 'blocked'; reason: string }
  /** Content that is not a string makes AGORA's moderator raise: a lone RUN_ERROR follows. */
  | { verdict: 'crash'; message: string };

function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return { boolean: 'bool', object: 'dict' }[typeof value as 'boolean' | 'object'] ?? typeof value;
}

/** What AGORA's moderator makes of the first user message's content. */
export function moderate(content: unknown): Moderation {
  if (typeof content !== 'string')
    return { verdict: 'crash', message: `'${pythonType(content)}' object has no attribute 'lower'` };
  const lower = content.toLowerCase();
  const pattern = blockedPatterns.find((p) => p.test(lower));
  if (pattern) return { verdict: 'blocked', reason: `prohibited content (${pattern.source})` };
  if ([...content].length > MAX_INPUT_CHARS) return { verdict: 'blocked', reason: 'input exceeds maximum length' };
  if (content.trim() === '') return { verdict: 'blocked', reason: 'input is empty' };
  return { verdict: 'pass', text: content };
}
