import { EventType } from '@ag-ui/core';
import { HUGE_DELTA_BYTES, malformedFrame } from '../faults';
import { aroundAttack, event, text } from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/** Bytes that are no text at all: every byte value, then a JSON event written as binary. */
const junkBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
    Buffer.from(JSON.stringify({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'msg-binary', delta: 'binair' })),
  ]);

/** Frames that are not JSON: the mock's `malformed=notjson`, markup, an empty frame, a NUL. */
const notJson = (): HostileFrame[] =>
  [malformedFrame('notjson'), '<html><body>502 Bad Gateway</body></html>', '', '\u0000'].map(text);

/** JSON that is not an event, or an event with fields of the wrong type: `malformed=wrongtype`, `missingfield` and more. */
const wrongTypes = (): HostileFrame[] =>
  [
    malformedFrame('wrongtype'),
    malformedFrame('missingfield'),
    '42',
    'null',
    '[]',
    '"TEXT_MESSAGE_CONTENT"',
    '{"type":42}',
    '{"type":null,"delta":"x"}',
    JSON.stringify({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: { id: 1 }, delta: 'x' }),
    JSON.stringify({ type: EventType.TOOL_CALL_START, toolCallId: [], toolCallName: 7 }),
    JSON.stringify({ type: EventType.STATE_DELTA, delta: 'not a patch' }),
    JSON.stringify({ type: EventType.RUN_FINISHED, threadId: 1, runId: false }),
  ].map(text);

/** Types nobody knows (`malformed=unknowntype`), also names an object already has (`constructor`, `__proto__`). */
const unknownTypes = (): HostileFrame[] =>
  ['NOT_A_REAL_EVENT', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'run_started'].map((type) =>
    text(JSON.stringify({ type, timestamp: Date.now() })),
  );

/** A 5 MB delta inside a message that started properly (`malformed=huge` sends it before any start). */
function hugeDelta(turn: HostileTurn): HostileFrame[] {
  const messageId = turn.ids('msg');
  return [
    event(EventType.TEXT_MESSAGE_START, { messageId, role: 'assistant' }),
    event(EventType.TEXT_MESSAGE_CONTENT, { messageId, delta: 'x'.repeat(HUGE_DELTA_BYTES) }),
    event(EventType.TEXT_MESSAGE_END, { messageId }),
  ];
}

const around = (name: string, attack: (turn: HostileTurn) => HostileFrame[]) => (turn: HostileTurn) =>
  aroundAttack(name, turn, attack(turn));

export const junkFrameAttacks: HostileScenario[] = [
  {
    name: 'junk-binary',
    family: 'junk-frames',
    summary: 'a binary frame of every byte value and a JSON event as binary',
    run: around('junk-binary', () => [{ kind: 'bytes', bytes: junkBytes(), binary: true }]),
  },
  {
    name: 'junk-not-json',
    family: 'junk-frames',
    summary: 'frames that are not JSON (malformed=notjson, markup, empty, NUL)',
    run: around('junk-not-json', notJson),
  },
  {
    name: 'junk-wrong-types',
    family: 'junk-frames',
    summary: 'JSON that is no event, fields of the wrong type (malformed=wrongtype, missingfield, …)',
    run: around('junk-wrong-types', wrongTypes),
  },
  {
    name: 'junk-unknown-type',
    family: 'junk-frames',
    summary: 'event types nobody knows (malformed=unknowntype), also __proto__ and constructor',
    run: around('junk-unknown-type', unknownTypes),
  },
  {
    name: 'huge-delta',
    family: 'junk-frames',
    summary: 'a 5 MB TEXT_MESSAGE_CONTENT delta in a message (malformed=huge)',
    run: around('huge-delta', hugeDelta),
  },
];
