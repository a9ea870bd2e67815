/*
 * JSON text for hostile frames, written as text without recursion: a value 100,000 levels deep cannot be built
 * as an object and stringified (JSON.stringify recurses), and building it recursively would overflow the generator.
 */

export type DeepShape = 'object' | 'array' | 'mixed' | 'proto';
export type WideShape = 'object' | 'array' | 'records' | 'proto';
export type HugeAlphabet = 'ascii' | 'multibyte' | 'replacement' | 'surrogates' | 'escapes' | 'markup';

/** The opening and closing text of one level; `proto` levels are `__proto__` keys, as JSON.parse keeps them. */
function level(shape: DeepShape, index: number): [string, string] {
  if (shape === 'array') return ['[', ']'];
  if (shape === 'proto') return [index % 2 === 0 ? '{"__proto__":' : '{"constructor":', '}'];
  if (shape === 'mixed' && index % 2 === 1) return ['[1,', ']'];
  return ['{"a":', '}'];
}

/** A value `depth` levels deep around `leaf` (itself JSON text): `{"a":{"a":…1…}}`, `[[…]]`, or both in turn. */
export function deepJsonText(depth: number, shape: DeepShape = 'object', leaf = '1'): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let i = 0; i < depth; i++) {
    const [open, close] = level(shape, i);
    opens.push(open);
    closes.push(close);
  }
  return opens.join('') + leaf + closes.reverse().join('');
}

/** A JSON Pointer `depth` segments deep: `/a/a/…/a`. */
export const deepPointer = (depth: number, segment = 'a'): string => `/${segment}`.repeat(depth);

/** `count` entries: keys `k0…`, items `0…`, small records, or keys that name the prototype among the rest. */
export function wideJsonText(count: number, shape: WideShape = 'object'): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    if (shape === 'array') parts.push(String(i));
    else if (shape === 'records') parts.push(`{"id":"w${i}","n":${i}}`);
    else if (shape === 'proto' && i % 3 === 0) parts.push(`"__proto__":{"polluted${i}":true}`);
    else parts.push(`"k${i}":${i}`);
  }
  const inArray = shape === 'array' || shape === 'records';
  return inArray ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}

const pieces: Record<HugeAlphabet, string> = {
  ascii: 'Bella Rosa koelcel 9 graden. ',
  multibyte: 'é€✓𝄞中文 ',
  // What a decoder makes of invalid UTF-8: replacement characters, often next to the bytes around them.
  replacement: '\uFFFD\uFFFDab\uFFFD',
  // Lone surrogate halves: not valid Unicode text at all.
  surrogates: '\uD800a\uDC00b\uDBFF',
  escapes: '"\\\n\t\u0000\u001f\u2028\u2029',
  markup: '<script>alert(1)</script><img src=x onerror=alert(1)>',
};

/** A plain string of about `length` characters built from one alphabet (not JSON text). */
export function hugeString(length: number, alphabet: HugeAlphabet = 'ascii'): string {
  const piece = pieces[alphabet];
  return piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
}

/** `hugeString` as a JSON string literal. */
export const hugeStringText = (length: number, alphabet: HugeAlphabet = 'ascii'): string =>
  JSON.stringify(hugeString(length, alphabet));
