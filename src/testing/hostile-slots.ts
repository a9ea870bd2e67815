import { AgoraEvent } from '../protocol/agora-events';

/*
 * Where a hostile value goes in a frame: each slot turns the value's JSON text into the frames that carry it,
 * with what the value needs before it (a tool call's start before its arguments), all as text.
 */

/** The frames that carry one value (JSON text) to one place the client reads. */
export type Slot = (value: string) => string[];

const toolStart = '{"type":"TOOL_CALL_START","toolCallId":"t1","toolCallName":"search"}';
const textStart = '{"type":"TEXT_MESSAGE_START","messageId":"m1","role":"assistant"}';
const asString = (value: string): string => JSON.stringify(value);

/** Places any JSON value (objects, arrays, strings) can reach. */
export const valueSlots: Record<string, Slot> = {
  'STATE_SNAPSHOT snapshot': (v) => [`{"type":"STATE_SNAPSHOT","snapshot":{"fuzz":${v}}}`],
  'STATE_SNAPSHOT then STATE_DELTA': (v) => [
    `{"type":"STATE_SNAPSHOT","snapshot":{"fuzz":${v}}}`,
    '{"type":"STATE_DELTA","delta":[{"op":"add","path":"/after","value":1}]}',
  ],
  'STATE_DELTA value': (v) => [`{"type":"STATE_DELTA","delta":[{"op":"add","path":"/fuzz","value":${v}}]}`],
  'TOOL_CALL_ARGS as text': (v) => [
    toolStart,
    `{"type":"TOOL_CALL_ARGS","toolCallId":"t1","delta":${asString(v)}}`,
    '{"type":"TOOL_CALL_END","toolCallId":"t1"}',
  ],
  'TOOL_CALL_RESULT content': (v) => [
    toolStart,
    `{"type":"TOOL_CALL_RESULT","messageId":"res-1","toolCallId":"t1","content":${asString(v)}}`,
  ],
  'CUSTOM value': (v) => [`{"type":"CUSTOM","name":"agora:fuzz","value":${v}}`],
  'approval parameters': (v) => [
    toolStart,
    `{"type":"CUSTOM","name":"${AgoraEvent.toolApprovalRequest}","value":{"approvalId":"a1","toolName":"search","riskLevel":"high","parameters":{"p":${v}}}}`,
  ],
  'agora:error details': (v) => [
    `{"type":"CUSTOM","name":"${AgoraEvent.error}","value":{"errorCode":"x","message":"fuzz","details":${v}}}`,
  ],
  'MESSAGES_SNAPSHOT activity content': (v) => [
    `{"type":"MESSAGES_SNAPSHOT","messages":[{"id":"m9","role":"activity","activityType":"plan","content":{"p":${v}}}]}`,
  ],
  'MESSAGES_SNAPSHOT tool arguments': (v) => [
    `{"type":"MESSAGES_SNAPSHOT","messages":[{"id":"m9","role":"assistant","toolCalls":[{"id":"t9","type":"function","function":{"name":"search","arguments":${asString(v)}}}]}]}`,
  ],
  'ACTIVITY_SNAPSHOT content': (v) => [
    `{"type":"ACTIVITY_SNAPSHOT","messageId":"p1","activityType":"plan","content":{"p":${v}}}`,
  ],
  'ACTIVITY_DELTA value': (v) => [
    '{"type":"ACTIVITY_SNAPSHOT","messageId":"p1","activityType":"plan","content":{}}',
    `{"type":"ACTIVITY_DELTA","messageId":"p1","activityType":"plan","patch":[{"op":"add","path":"/p","value":${v}}]}`,
  ],
  'RAW event': (v) => [`{"type":"RAW","event":${v}}`],
};

/** Places only a string can reach (the value is a JSON string literal). */
export const stringSlots: Record<string, Slot> = {
  'TEXT_MESSAGE_CONTENT delta': (s) => [
    textStart,
    `{"type":"TEXT_MESSAGE_CONTENT","messageId":"m1","delta":${s}}`,
    '{"type":"TEXT_MESSAGE_END","messageId":"m1"}',
  ],
  'TOOL_CALL_START name': (s) => [`{"type":"TOOL_CALL_START","toolCallId":"t2","toolCallName":${s}}`],
  'TOOL_CALL_ARGS delta': (s) => [toolStart, `{"type":"TOOL_CALL_ARGS","toolCallId":"t1","delta":${s}}`],
  'REASONING_MESSAGE_CONTENT delta': (s) => [
    '{"type":"REASONING_MESSAGE_START","messageId":"r1","role":"reasoning"}',
    `{"type":"REASONING_MESSAGE_CONTENT","messageId":"r1","delta":${s}}`,
  ],
  'spoken text': (s) => [
    `{"type":"CUSTOM","name":"${AgoraEvent.spokenTextStart}","value":{"messageId":"m1"}}`,
    `{"type":"CUSTOM","name":"${AgoraEvent.spokenTextContent}","value":{"messageId":"m1","delta":${s}}}`,
  ],
  'approval reasoning': (s) => [
    `{"type":"CUSTOM","name":"${AgoraEvent.toolApprovalRequest}","value":{"approvalId":"a2","toolName":"search","riskLevel":"low","reasoning":${s}}}`,
  ],
  'message id': (s) => [`{"type":"TEXT_MESSAGE_START","messageId":${s},"role":"assistant"}`],
  ...valueSlots,
};

/** Deep JSON Pointers: a deep state, then a patch that walks down it. */
export const pointerSlots: Record<string, Slot> = {
  'STATE_DELTA deep path': (pointer) => [
    `{"type":"STATE_DELTA","delta":[{"op":"add","path":${asString(pointer)},"value":1}]}`,
  ],
  'STATE_DELTA deep from': (pointer) => [
    `{"type":"STATE_DELTA","delta":[{"op":"copy","from":${asString(pointer)},"path":"/copy"}]}`,
  ],
};
