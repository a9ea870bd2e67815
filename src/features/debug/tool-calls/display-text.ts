/** How much text a row renders before the inspector asks for all of it. */
export const textLimit = 20_000;

/** The first `limit` characters (never splitting a surrogate pair) and how many were left out. */
export function limitText(text: string, limit = textLimit): { shown: string; hidden: number } {
  if (text.length <= limit) return { shown: text, hidden: 0 };
  const code = text.charCodeAt(limit);
  const cut = code >= 0xdc00 && code <= 0xdfff ? limit - 1 : limit;
  return { shown: text.slice(0, cut), hidden: text.length - cut };
}

export type ReadResult = { json: true; value: unknown; text: string } | { json: false; text: string };

/** A tool result as JSON (objects and arrays only, pretty-printed) or else as the text it is. */
export function readResult(result: string): ReadResult {
  const start = result.trimStart()[0];
  if (start !== '{' && start !== '[') return { json: false, text: result };
  try {
    const value: unknown = JSON.parse(result);
    return { json: true, value, text: JSON.stringify(value, null, 2) };
  } catch {
    return { json: false, text: result };
  }
}
