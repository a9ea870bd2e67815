import fc from 'fast-check';
import {
  deepJsonText,
  deepPointer,
  hugeStringText,
  wideJsonText,
  type DeepShape,
  type HugeAlphabet,
  type WideShape,
} from './hostile-json';
import { contextFrame, malformedTextFrame, type HostileFrame } from './hostile-malformed';
import { pointerSlots, stringSlots, valueSlots, type Slot } from './hostile-slots';

/* Arbitraries for hostile text frames: deep, wide, huge and malformed, alone or inside a run. */

export type { HostileFrame } from './hostile-malformed';

export interface HostileSizes {
  /** Levels of nesting, and segments of a JSON Pointer. */
  depth: number;
  /** Keys of an object, items of an array, operations of a patch, messages of a snapshot. */
  width: number;
  /** Characters of a string. */
  length: number;
}

/** What `npm run fuzz` sends: issue 34's sizes. */
export const fuzzSizes: HostileSizes = { depth: 100_000, width: 100_000, length: 4 * 2 ** 20 };
/** What the unit suite sends: every shape, small. */
export const smallSizes: HostileSizes = { depth: 30, width: 30, length: 1_000 };

export const hostileKinds = ['deep', 'wide', 'huge', 'malformed'] as const;
export type HostileKind = (typeof hostileKinds)[number];

/** Up to `max`, the largest often: a limit is where bugs live. */
const upTo = (max: number) => fc.oneof(fc.constant(max), fc.integer({ min: 1, max }));
const slotName = (slots: Record<string, Slot>) => fc.constantFrom(...Object.keys(slots));
const place = (kind: HostileKind, label: string, frames: string[]): HostileFrame[] =>
  frames.map((text) => ({ kind, label, text }));

function deepPiece({ depth }: HostileSizes): fc.Arbitrary<HostileFrame[]> {
  const shape = fc.constantFrom<DeepShape>('object', 'array', 'mixed', 'proto');
  const inValue = fc
    .tuple(upTo(depth), shape, slotName(valueSlots))
    .map(([levels, s, name]) =>
      place('deep', `${levels} levels (${s}) in ${name}`, valueSlots[name]!(deepJsonText(levels, s))),
    );
  const inPointer = fc.tuple(upTo(depth), fc.nat(), slotName(pointerSlots)).map(([levels, cut, name]) => {
    const segments = cut % (levels + 1);
    return [
      ...place(
        'deep',
        `${levels} levels in STATE_SNAPSHOT`,
        valueSlots['STATE_SNAPSHOT snapshot']!(deepJsonText(levels)),
      ),
      ...place('deep', `${segments}-segment pointer in ${name}`, pointerSlots[name]!(`/fuzz${deepPointer(segments)}`)),
    ];
  });
  return fc.oneof({ weight: 4, arbitrary: inValue }, { weight: 1, arbitrary: inPointer });
}

const joined = (count: number, item: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => item(i)).join(',');

function widePiece({ width }: HostileSizes): fc.Arbitrary<HostileFrame[]> {
  const shape = fc.constantFrom<WideShape>('object', 'array', 'records', 'proto');
  const inValue = fc
    .tuple(upTo(width), shape, slotName(valueSlots))
    .map(([count, s, name]) =>
      place('wide', `${count} entries (${s}) in ${name}`, valueSlots[name]!(wideJsonText(count, s))),
    );
  const operations = upTo(width).map((count) =>
    place('wide', `STATE_DELTA of ${count} operations`, [
      `{"type":"STATE_DELTA","delta":[${joined(count, (i) => `{"op":"add","path":"/k${i}","value":${i}}`)}]}`,
    ]),
  );
  const messages = upTo(width).map((count) =>
    place('wide', `MESSAGES_SNAPSHOT of ${count} messages`, [
      `{"type":"MESSAGES_SNAPSHOT","messages":[${joined(count, (i) => `{"id":"w${i}","role":"${i % 2 ? 'assistant' : 'user'}","content":"w${i}"}`)}]}`,
    ]),
  );
  const toolCalls = upTo(width).map((count) =>
    place('wide', `an assistant message with ${count} tool calls`, [
      `{"type":"MESSAGES_SNAPSHOT","messages":[{"id":"m8","role":"assistant","toolCalls":[${joined(count, (i) => `{"id":"wt${i}","type":"function","function":{"name":"search","arguments":"{}"}}`)}]}]}`,
    ]),
  );
  return fc.oneof({ weight: 3, arbitrary: inValue }, operations, messages, toolCalls);
}

function hugePiece({ length }: HostileSizes): fc.Arbitrary<HostileFrame[]> {
  const alphabet = fc.constantFrom<HugeAlphabet>(
    'ascii',
    'multibyte',
    'replacement',
    'surrogates',
    'escapes',
    'markup',
  );
  return fc
    .tuple(upTo(length), alphabet, slotName(stringSlots))
    .map(([chars, a, name]) =>
      place('huge', `${chars} characters (${a}) in ${name}`, stringSlots[name]!(hugeStringText(chars, a))),
    );
}

/** One hostile value with the frames it needs around it, of one of `kinds`. */
function hostilePiece(sizes: HostileSizes, kinds: readonly HostileKind[] = hostileKinds): fc.Arbitrary<HostileFrame[]> {
  const pieces: Record<HostileKind, () => fc.Arbitrary<HostileFrame[]>> = {
    deep: () => deepPiece(sizes),
    wide: () => widePiece(sizes),
    huge: () => hugePiece(sizes),
    malformed: () => malformedTextFrame.map((frame) => [frame]),
  };
  return fc.oneof(...kinds.map((kind) => pieces[kind]()));
}

export interface RunIds {
  threadId: string;
  runId: string;
}

export interface HostileRunOptions {
  kinds?: readonly HostileKind[];
  /** Hostile pieces and valid frames between the start and the end; default 6. */
  maxPieces?: number;
}

/**
 * A run as a hostile server sends it: RUN_STARTED, hostile pieces among valid frames, and mostly a RUN_FINISHED
 * (a run without one must still be stoppable).
 */
export function hostileRun(
  sizes: HostileSizes,
  ids: RunIds,
  { kinds, maxPieces = 6 }: HostileRunOptions = {},
): fc.Arbitrary<HostileFrame[]> {
  const lifecycle = (type: string): HostileFrame => ({
    kind: 'lifecycle',
    label: type,
    text: JSON.stringify({ type, threadId: ids.threadId, runId: ids.runId }),
  });
  const between = fc.oneof(
    { weight: 2, arbitrary: hostilePiece(sizes, kinds) },
    { weight: 1, arbitrary: contextFrame.map((frame) => [frame]) },
  );
  const finishes = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
  return fc
    .tuple(fc.array(between, { minLength: 1, maxLength: maxPieces }), finishes)
    .map(([pieces, finished]) => [
      lifecycle('RUN_STARTED'),
      ...pieces.flat(),
      ...(finished ? [lifecycle('RUN_FINISHED')] : []),
    ]);
}
