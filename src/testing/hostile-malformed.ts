import fc from 'fast-check';
import { AgoraEvent } from '../protocol/agora-events';
import { malformedFrame, validEvent } from './arbitraries';
import { hugeString, type HugeAlphabet } from './hostile-json';

/* Malformed text frames: not JSON, wrong types, unknown types, invalid patches, prototype keys, bad text, nulls. */

/** A frame's text with what it is, for a report that names the failing frame. */
export interface HostileFrame {
  kind: 'deep' | 'wide' | 'huge' | 'malformed' | 'context' | 'lifecycle';
  label: string;
  text: string;
}

const frameOf =
  (label: string) =>
  (text: string): HostileFrame => ({ kind: 'malformed', label, text });

const lifecycleTypes = new Set(['RUN_STARTED', 'RUN_FINISHED', 'RUN_ERROR']);
/** Valid events that neither start nor end a run, as text: the surroundings hostile frames arrive in. */
const contextEvent = validEvent.filter((event) => !lifecycleTypes.has(String(event.type)));
export const contextFrame: fc.Arbitrary<HostileFrame> = contextEvent.map((event) => ({
  kind: 'context',
  label: `valid ${String(event.type)}`,
  text: JSON.stringify(event),
}));

const notJson = fc.oneof(
  fc.tuple(contextFrame, fc.nat()).map(([{ text }, cut]) => text.slice(0, cut % Math.max(1, text.length))),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'NaN',
    'undefined',
    '{',
    '[',
    '{"type":',
    '{"type": "TEXT_MESSAGE_CONTENT", oops',
    "{'type':'RUN_ERROR','message':'single quotes'}",
    '\uFEFF{"type":"RUN_ERROR","message":"byte order mark"}',
    '{"type":"TEXT_MESSAGE_CONTENT","messageId":"m1","delta":"x"}{"type":"RUN_ERROR"}',
    '[{"type":"RUN_ERROR","message":"in an array"}]',
  ),
  fc.string({ maxLength: 40 }),
);

const wrongTypes = fc.oneof(
  malformedFrame.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{"type":123}',
    '{"type":null}',
    '{"type":["TEXT_MESSAGE_CONTENT"]}',
    '{"type":{"toString":"TEXT_MESSAGE_CONTENT"}}',
    '{"type":"TEXT_MESSAGE_CONTENT","messageId":{"id":"m1"},"delta":["x"]}',
    '{"type":"MESSAGES_SNAPSHOT","messages":{"0":{"id":"m1","role":"user","content":"x"}}}',
    '{"type":"TOOL_CALL_RESULT","messageId":"r","toolCallId":"t1","content":{"text":1}}',
  ),
);

const sneakyNames = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const unknownTypes = fc
  .oneof(
    fc.constantFrom('FUZZ', 'text_message_content', 'TEXT_MESSAGE_CONTENT ', ' RUN_FINISHED', ...sneakyNames),
    fc.string({ maxLength: 12 }),
  )
  .map((type) => JSON.stringify({ type, messageId: 'm1', delta: 'x' }));
const sneakyCustom = fc
  .constantFrom(...sneakyNames, 'agora:__proto__', `${AgoraEvent.error}\u0000`)
  .map((name) => JSON.stringify({ type: 'CUSTOM', name, value: { messageId: 'm1', delta: 'x' } }));

const badOperation = fc.constantFrom<unknown>(
  { op: 'nope', path: '/a' },
  { op: 'add', path: 'a', value: 1 },
  { op: 'add', path: '/a' },
  { op: 'move', path: '/a' },
  { op: 'remove', path: '' },
  { op: 'replace', path: '/__proto__/polluted', value: 'yes' },
  { op: 'add', path: '/constructor/prototype/polluted', value: 'yes' },
  { op: 'add', path: '/__proto__', value: { polluted: 'yes' } },
  { op: 'add', path: '/list/99999999', value: 1 },
  { op: 'add', path: '/list/-1', value: 1 },
  { op: 'add', path: '/list/01', value: 1 },
  { op: 'copy', from: '/missing', path: '/b' },
  { op: 'test', path: '/a', value: 2 },
  { op: 'add', path: '/~2', value: 1 },
  { op: 'add', path: 5, value: 1 },
  null,
  'add',
  [],
);
const invalidPatches = fc.oneof(
  fc
    .tuple(fc.constantFrom('STATE_DELTA', 'ACTIVITY_DELTA'), fc.array(badOperation, { minLength: 1, maxLength: 3 }))
    .map(([type, ops]) =>
      type === 'STATE_DELTA'
        ? JSON.stringify({ type, delta: ops })
        : JSON.stringify({ type, messageId: 'p1', activityType: 'plan', patch: ops }),
    ),
  fc.constantFrom('{"type":"STATE_DELTA","delta":{"op":"add","path":"/a","value":1}}', '{"type":"STATE_DELTA"}'),
);

// JSON.parse keeps "__proto__" as an own key: only code that copies it with assignment would pollute.
const protoKeys = fc.constantFrom(
  '{"type":"STATE_SNAPSHOT","snapshot":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}}',
  '{"__proto__":{"type":"RUN_ERROR"},"type":"TEXT_MESSAGE_CONTENT","messageId":"m1","delta":"x"}',
  '{"type":"CUSTOM","name":"agora:fuzz","value":{"__proto__":{"isAdmin":true}}}',
  `{"type":"CUSTOM","name":"${AgoraEvent.toolApprovalRequest}","value":{"approvalId":"a1","toolName":"search","riskLevel":"low","parameters":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}}}`,
  '{"type":"MESSAGES_SNAPSHOT","messages":[{"__proto__":{"role":"user"},"id":"m1","role":"assistant","content":"x"}]}',
  '{"type":"TOOL_CALL_START","toolCallId":"__proto__","toolCallName":"constructor"}',
  '{"type":"TOOL_CALL_ARGS","toolCallId":"__proto__","delta":"{\\"__proto__\\":{\\"polluted\\":\\"yes\\"}}"}',
  '{"type":"TEXT_MESSAGE_START","messageId":"__proto__","role":"assistant"}',
  '{"type":"ACTIVITY_SNAPSHOT","messageId":"constructor","activityType":"__proto__","content":{"__proto__":{}}}',
);

const badText = fc
  .tuple(fc.constantFrom<HugeAlphabet>('replacement', 'surrogates', 'escapes', 'markup'), fc.nat(60))
  .chain(([alphabet, length]) => {
    const text = hugeString(length, alphabet);
    return fc.constantFrom(
      JSON.stringify({ type: 'TEXT_MESSAGE_START', messageId: text, role: 'assistant' }),
      JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: text }),
      JSON.stringify({ type: 'TOOL_CALL_START', toolCallId: text, toolCallName: text }),
      JSON.stringify({ type: 'STATE_SNAPSHOT', snapshot: { [text]: text } }),
      JSON.stringify({ type: 'CUSTOM', name: text, value: text }),
    );
  });

/** Every field but the type null, and every array a list of nulls. */
const nulled = (event: Record<string, unknown>): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(event).map(([key, value]) => [key, key === 'type' ? value : Array.isArray(value) ? [null] : null]),
    ),
  );
const nulls = fc.oneof(
  validEvent.map(nulled),
  fc.constantFrom(
    '{"type":"MESSAGES_SNAPSHOT","messages":[null,{"id":null,"role":null,"content":null}]}',
    '{"type":"STATE_DELTA","delta":[null]}',
    '{"type":"STATE_SNAPSHOT","snapshot":null}',
    '{"type":"CUSTOM","name":null,"value":null}',
    `{"type":"CUSTOM","name":"${AgoraEvent.toolApprovalRequest}","value":{"approvalId":null,"toolName":null,"parameters":null}}`,
  ),
);

/** One malformed frame of any of the kinds above. */
export const malformedTextFrame: fc.Arbitrary<HostileFrame> = fc.oneof(
  notJson.map(frameOf('not JSON')),
  wrongTypes.map(frameOf('wrong types')),
  unknownTypes.map(frameOf('unknown type')),
  sneakyCustom.map(frameOf('CUSTOM named like a prototype key')),
  invalidPatches.map(frameOf('invalid JSON patch')),
  protoKeys.map(frameOf('__proto__ keys')),
  badText.map(frameOf('replacement characters and lone surrogates')),
  nulls.map(frameOf('nulls everywhere')),
);
