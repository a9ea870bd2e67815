import { isContainer, maxValueDepth, valueDepth, type Container } from './value-depth';

export { maxValueDepth, valueDepth } from './value-depth';

/** How much of a cut value is kept as text. */
export const cutTextChars = 2_000;

export const cutMark = `… (nested deeper than ${maxValueDepth} levels: cut)`;

/** Adds `key` as an own data property: assigning `__proto__` would set the prototype instead. */
function put(target: Container, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else (target as Record<string, unknown>)[key] = value;
}

/** JSON-like text of `value`, written without recursion and cut at `maxChars` (then ending in `cutMark`). */
export function boundedText(value: unknown, maxChars = cutTextChars): string {
  let out = '';
  // Pieces still to write, last first: either literal text or a value.
  const todo: ({ text: string } | { value: unknown })[] = [{ value }];
  while (todo.length > 0 && out.length <= maxChars) {
    const next = todo.pop()!;
    if ('text' in next) {
      out += next.text;
      continue;
    }
    const item = next.value;
    if (!isContainer(item)) {
      out += typeof item === 'string' ? JSON.stringify(item.slice(0, maxChars)) : String(JSON.stringify(item) ?? null);
      continue;
    }
    const array = Array.isArray(item);
    const keys = Object.keys(item);
    out += array ? '[' : '{';
    todo.push({ text: array ? ']' : '}' });
    for (let i = keys.length - 1; i >= 0; i--) {
      todo.push({ value: (item as Record<string, unknown>)[keys[i]!] });
      const head = array ? '' : `${JSON.stringify(keys[i])}:`;
      todo.push({ text: i > 0 ? `,${head}` : head });
    }
  }
  return out.length > maxChars || todo.length > 0 ? `${out.slice(0, maxChars)}${cutMark}` : out;
}

export interface BoundedValue<T> {
  value: T;
  /** Set when some container was deeper than the limit and is now text. */
  cut: boolean;
}

/**
 * `value` with every container nested deeper than `limit` replaced by `boundedText` of it. The value
 * itself when nothing is that deep (the common case: one walk, no copy); otherwise a copy.
 */
export function boundDepth<T>(value: T, limit = maxValueDepth): BoundedValue<T> {
  if (!isContainer(value)) return { value, cut: false };
  if (limit < 1) return { value: boundedText(value) as T, cut: true };
  if (valueDepth(value, limit) <= limit) return { value, cut: false };
  const copyOf = (from: Container): Container => (Array.isArray(from) ? new Array<unknown>(from.length) : {});
  const root = copyOf(value);
  const stack: [Container, Container, number][] = [[value, root, 1]];
  while (stack.length > 0) {
    const [from, to, depth] = stack.pop()!;
    for (const key of Object.keys(from)) {
      const child = (from as Record<string, unknown>)[key];
      if (!isContainer(child)) put(to, key, child);
      else if (depth >= limit) put(to, key, boundedText(child));
      else {
        const copy = copyOf(child);
        put(to, key, copy);
        stack.push([child, copy, depth + 1]);
      }
    }
  }
  return { value: root as T, cut: true };
}

/**
 * How deeply brackets nest in a JSON (or Python) text, outside its strings, without parsing it; stops
 * counting past `stopAbove`. For texts read by parsers that recurse (partial JSON, Python literals).
 */
export function textDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[' || ch === '{' || ch === '(') {
      if (++depth > deepest && (deepest = depth) > stopAbove) return deepest;
    } else if (ch === ']' || ch === '}' || ch === ')') depth = Math.max(0, depth - 1);
  }
  return deepest;
}
