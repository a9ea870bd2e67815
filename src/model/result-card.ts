import { readToolResult } from '../lib/python-repr';
import { isRecord } from '../lib/record';

/** A value of a tool result as a card shows it: text, a list, fields, or what lies beyond the card's depth. */
export type CardValue =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: CardValue[]; more: number }
  | { kind: 'fields'; fields: CardField[]; more: number }
  | { kind: 'deeper' };
export interface CardField {
  key: string;
  value: CardValue;
}

/** A stranger's result is bounded: this deep, this many fields or items a level, text this long. */
const maxDepth = 3;
const maxFields = 12;
const maxItems = 10;
const maxText = 2_000;

const text = (value: unknown): CardValue => {
  const whole = typeof value === 'string' ? value : value === null ? '—' : String(value);
  return { kind: 'text', text: whole.length > maxText ? `${whole.slice(0, maxText - 1)}…` : whole };
};

/** The recursion ends at `maxDepth`. */
function cardValue(value: unknown, depth: number): CardValue {
  if (!isRecord(value) && !Array.isArray(value)) return text(value);
  if (depth >= maxDepth) return { kind: 'deeper' };
  if (Array.isArray(value))
    return {
      kind: 'list',
      items: value.slice(0, maxItems).map((item) => cardValue(item, depth + 1)),
      more: Math.max(0, value.length - maxItems),
    };
  return fieldsOf(value, depth);
}

function fieldsOf(value: Record<string, unknown>, depth: number): CardValue & { kind: 'fields' } {
  const keys = Object.keys(value);
  return {
    kind: 'fields',
    fields: keys.slice(0, maxFields).map((key) => ({ key, value: cardValue(value[key], depth + 1) })),
    more: Math.max(0, keys.length - maxFields),
  };
}

/**
 * A tool result that is an object (the dojo's weather, a haiku), as a card shows it: its fields, bounded in
 * depth and size; undefined for any other result (text, a list, a result cut off so it no longer parses).
 */
export function readResultCard(result: string): (CardValue & { kind: 'fields' }) | undefined {
  const { value } = readToolResult(result);
  if (!isRecord(value) || Object.keys(value).length === 0) return undefined;
  return fieldsOf(value, 0);
}

/** A key as words: `feelsLike`, `feels_like` and `feels-like` are "feels like". */
export const keyWords = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
