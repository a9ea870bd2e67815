import fc from 'fast-check';
import type { SessionInput } from '../model/session-input';
import type { ConnectionStatus } from '../model/session-state';
import { AgoraEvent } from '../protocol/agora-events';
import { buildRunInput } from '../protocol/commands';
import { frame } from './feed';

/* Arbitraries for the session reducer: AG-UI events with colliding ids, malformed frames, local inputs. */

/** Small id pools, so starts repeat, content precedes starts and results name unknown calls. */
const ids = {
  message: fc.constantFrom('m1', 'm2', 'm3'),
  /** Client ids of typed messages; the server may echo them as message ids. */
  client: fc.constantFrom('c1', 'c2'),
  tool: fc.constantFrom('t1', 't2', 't3'),
  approval: fc.constantFrom('a1', 'a2'),
  subagent: fc.constantFrom('s1', 's2'),
  run: fc.constantFrom('r1', 'r2'),
  step: fc.constantFrom('routing', 'thinking', 'executing_tools'),
  agent: fc.constantFrom('general-agent', 'history-agent', 'reporting-agent'),
};
const anyMessageId = fc.oneof({ weight: 4, arbitrary: ids.message }, { weight: 1, arbitrary: ids.client });
const text = fc.constantFrom('', 'a', 'hoi ', 'Based on ', '{"q":', '1}', '€ ✓');
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Optional fields sometimes arrive as `null`, which the contract's examples do (`parentMessageId: null`). */
const optOrNull = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(undefined), fc.constant(null));
const json = fc.jsonValue({ maxDepth: 2 });

/** Drops keys whose value is `undefined`, as JSON on the wire would. */
function wire(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
const obj = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields).map(wire);
const event = (type: string, fields: Record<string, fc.Arbitrary<unknown>> = {}) =>
  obj({ type: fc.constant(type), ...fields });

const pointer = fc.constantFrom(
  '',
  '/a',
  '/a/b',
  '/list',
  '/list/0',
  '/list/-',
  '/currentAgent',
  '/x~1y',
  '/missing/deep',
);
const patchOperation = fc.oneof(
  fc.record({ op: fc.constantFrom('add', 'replace', 'test'), path: pointer, value: fc.oneof(json, ids.agent) }),
  fc.record({ op: fc.constant('remove'), path: pointer }),
  fc.record({ op: fc.constantFrom('move', 'copy'), from: pointer, path: pointer }),
);
const patch = fc.array(patchOperation, { maxLength: 3 });

const textRole = fc.constantFrom('assistant', 'user', 'system', 'developer');
const toolCallRef = fc.record({
  id: ids.tool,
  type: fc.constant('function'),
  function: fc.record({ name: fc.constantFrom('search', 'report'), arguments: text }),
});
const agUiMessage = fc.oneof(
  fc.record({ id: anyMessageId, role: fc.constantFrom('user', 'system', 'developer'), content: text }),
  obj({
    id: anyMessageId,
    role: fc.constant('assistant'),
    content: opt(text),
    toolCalls: opt(fc.array(toolCallRef, { maxLength: 2 })),
  }),
  obj({ id: anyMessageId, role: fc.constant('tool'), toolCallId: ids.tool, content: text, error: opt(text) }),
  fc.record({
    id: anyMessageId,
    role: fc.constant('activity'),
    activityType: fc.constant('plan'),
    content: fc.dictionary(fc.constantFrom('a', 'b'), json),
  }),
  fc.record({ id: anyMessageId, role: fc.constant('reasoning'), content: text }),
);

const lifecycle = [
  event('RUN_STARTED', { threadId: fc.constant('thread-1'), runId: ids.run }),
  event('RUN_FINISHED', {
    threadId: fc.constant('thread-1'),
    runId: ids.run,
    result: optOrNull(json),
    outcome: opt(
      fc.constantFrom(
        { type: 'success' },
        { type: 'success', pendingToolCallIds: ['tool-1'] },
        { type: 'cancelled' },
        { type: 'interrupt', interrupts: [{ id: 'i1', reason: 'approval' }] },
        'success',
        'cancelled',
        { type: 'odd' },
      ),
    ),
  }),
  event('RUN_ERROR', { message: text, code: opt(fc.constantFrom('processing_error', 'rate_limit')) }),
  event('STEP_STARTED', { stepName: ids.step }),
  event('STEP_FINISHED', { stepName: ids.step }),
];

const streams = [
  event('TEXT_MESSAGE_START', { messageId: anyMessageId, role: opt(textRole) }),
  event('TEXT_MESSAGE_CONTENT', { messageId: anyMessageId, delta: text }),
  event('TEXT_MESSAGE_END', { messageId: anyMessageId }),
  event('TEXT_MESSAGE_CHUNK', { messageId: opt(anyMessageId), role: opt(textRole), delta: opt(text) }),
  event('REASONING_START', { messageId: anyMessageId }),
  event('REASONING_MESSAGE_START', { messageId: anyMessageId, role: fc.constant('reasoning') }),
  event('REASONING_MESSAGE_CONTENT', { messageId: anyMessageId, delta: text }),
  event('REASONING_MESSAGE_END', { messageId: anyMessageId }),
  event('REASONING_MESSAGE_CHUNK', { messageId: opt(anyMessageId), delta: opt(text) }),
  event('REASONING_END', { messageId: anyMessageId }),
  event('REASONING_ENCRYPTED_VALUE', {
    subtype: fc.constantFrom('message', 'tool-call'),
    entityId: fc.oneof(anyMessageId, ids.tool),
    encryptedValue: fc.constant('xyz'),
  }),
];

const tools = [
  event('TOOL_CALL_START', {
    toolCallId: ids.tool,
    toolCallName: fc.constantFrom('search', 'report'),
    parentMessageId: optOrNull(anyMessageId),
    toolSpokenName: opt(fc.constant('Ik zoek')),
    toolDescription: opt(fc.constant('Zoekt')),
    toolDisplayName: optOrNull(fc.constant('Zoeken in regelgeving')),
  }),
  event('TOOL_CALL_ARGS', { toolCallId: ids.tool, delta: text }),
  event('TOOL_CALL_END', { toolCallId: ids.tool }),
  event('TOOL_CALL_RESULT', {
    messageId: fc.constantFrom('res-1', 'res-2'),
    toolCallId: ids.tool,
    content: fc.oneof(text, fc.array(fc.record({ type: fc.constant('text'), text }), { maxLength: 2 })),
    role: opt(fc.constant('tool')),
    error: opt(fc.constant('tool failed')),
  }),
  event('TOOL_CALL_CHUNK', {
    toolCallId: opt(ids.tool),
    toolCallName: opt(fc.constant('search')),
    parentMessageId: opt(anyMessageId),
    delta: opt(text),
  }),
];

const stateEvents = [
  event('STATE_SNAPSHOT', {
    snapshot: fc.oneof(
      json.filter((v) => v !== null),
      fc.record({ currentAgent: ids.agent, list: fc.constant([1]), a: fc.constant({ b: 1 }) }),
    ),
  }),
  event('MESSAGES_SNAPSHOT', { messages: fc.array(agUiMessage, { maxLength: 5 }) }),
  event('ACTIVITY_SNAPSHOT', {
    messageId: anyMessageId,
    activityType: fc.constant('plan'),
    content: fc.dictionary(fc.constantFrom('a', 'list'), json),
    replace: opt(fc.boolean()),
  }),
  event('ACTIVITY_DELTA', { messageId: anyMessageId, activityType: fc.constant('plan'), patch }),
  event('RAW', { event: json, source: opt(fc.constant('llm')) }),
  event('SUBAGENT_STARTED', {
    subagentRunId: ids.subagent,
    name: fc.constant('zoeker'),
    description: opt(text),
    parentToolCallId: opt(ids.tool),
  }),
  event('SUBAGENT_FINISHED', { subagentRunId: ids.subagent }),
  event('SUBAGENT_ERROR', { subagentRunId: ids.subagent, message: text, code: opt(fc.constant('boom')) }),
];

const custom = (name: string, value: fc.Arbitrary<unknown>) => event('CUSTOM', { name: fc.constant(name), value });
const agora = [
  custom(
    AgoraEvent.toolApprovalRequest,
    obj({
      approvalId: ids.approval,
      toolName: fc.constantFrom('generate_final_report', 'delete_records'),
      riskLevel: fc.constantFrom('low', 'medium', 'high', 'critical', 'bogus'),
      parameters: optOrNull(fc.dictionary(fc.constantFrom('id', 'n'), json)),
      reasoning: optOrNull(text),
    }),
  ),
  custom(
    AgoraEvent.error,
    obj({ errorCode: fc.constantFrom('moderation_violation', 'x'), message: text, details: opt(json) }),
  ),
  custom(AgoraEvent.spokenTextStart, obj({ messageId: anyMessageId, role: opt(fc.constant('assistant')) })),
  custom(AgoraEvent.spokenTextContent, obj({ messageId: anyMessageId, delta: text })),
  custom(AgoraEvent.spokenTextEnd, obj({ messageId: anyMessageId })),
  custom(AgoraEvent.spokenTextError, obj({ messageId: anyMessageId, message: optOrNull(text) })),
  custom(AgoraEvent.toolApprovalResponse, obj({ approvalId: ids.approval, approved: fc.boolean() })),
  fc.constantFrom(...Object.values(AgoraEvent), 'agora:unknown').chain((name) => custom(name, json)),
];

/** A valid AG-UI event of any type (as raw JSON), including every AGORA custom event. */
export const validEvent: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  ...lifecycle,
  ...streams,
  ...tools,
  ...stateEvents,
  ...agora,
  // Patches are where structural sharing can go wrong: drawn more often than one type in forty.
  { weight: 3, arbitrary: event('STATE_DELTA', { delta: patch }) },
);

/** A frame that must be rejected or that bends the schema: any JSON, a wrong field type, an unknown type. */
export const malformedFrame: fc.Arbitrary<unknown> = fc.oneof(
  json,
  fc
    .tuple(
      validEvent,
      fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 }), fc.constant([])),
      fc.nat(),
    )
    .map(([valid, wrong, pick]) => {
      const keys = Object.keys(valid);
      return { ...valid, [keys[pick % keys.length] ?? 'type']: wrong };
    }),
  fc.record({ type: fc.constantFrom('NOPE', 'text_message_start', 'TEXT_MESSAGE', ''), messageId: anyMessageId }),
);

const connection = fc.constantFrom<ConnectionStatus>('connecting', 'open', 'reconnecting', 'offline', 'closed');
const historyEntry = obj({
  role: fc.constantFrom('user', 'assistant', 'tool_call', 'tool', 'system'),
  content: optOrNull(text),
  agent_id: optOrNull(ids.agent),
  tool_call_id: optOrNull(ids.tool),
  tool_name: optOrNull(fc.constant('search')),
});

/** A local fact; `toSessionInputs` stamps its `at`. */
type LocalStep = Extract<SessionInput, { type: `local.${string}` }>;
/** One step of a generated session: a raw frame from the server, or a local fact. */
export type Step = { frame: unknown } | LocalStep;

/** What the client writes: a run for a typed message, or an approval answer whose value may name anything. */
const clientFrame = fc.oneof(
  fc
    .tuple(ids.client, ids.run, text)
    .map(([clientId, runId, typed]) => buildRunInput({ threadId: 't', runId, clientId, text: typed, userId: 'u' })),
  custom(AgoraEvent.toolApprovalResponse, fc.oneof(json, obj({ approvalId: ids.approval, approved: fc.boolean() }))),
);

const local = (type: LocalStep['type'], fields: Record<string, fc.Arbitrary<unknown>>) =>
  obj({ type: fc.constant(type), ...fields, at: fc.constant(0) }) as unknown as fc.Arbitrary<LocalStep>;

/** Local facts the UI reduces: typed messages, sends, re-queues and hold-backs, connection changes, decisions, history, stops. */
const localStep: fc.Arbitrary<LocalStep> = fc.oneof(
  local('local.user_message', { clientId: ids.client, text }),
  local('local.sent', { clientId: fc.oneof(ids.client, ids.approval), payload: clientFrame, size: fc.nat(100) }),
  local('local.requeued', { clientId: fc.oneof(ids.client, ids.approval) }),
  local('local.connection', { status: connection }),
  local('local.approval_decision', { approvalId: ids.approval, approved: fc.boolean(), feedback: opt(text) }),
  local('local.history', { entries: fc.array(historyEntry, { maxLength: 4 }) }),
  local('local.held', {
    clientId: fc.oneof(ids.client, ids.approval),
    reason: fc.constantFrom('unanswered', 'refused'),
    detail: text,
  }),
  local('local.discarded', { clientId: ids.client }),
  local('local.delivered', { clientId: ids.client }),
  local('local.interrupt', {}),
);

/** Mostly valid events, some malformed frames, some local facts. */
export const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: validEvent.map((value) => ({ frame: value })) },
  { weight: 2, arbitrary: malformedFrame.map((value) => ({ frame: value })) },
  { weight: 3, arbitrary: localStep },
);

/** Up to `maxLength` steps, lengths spread over the whole range. */
export const steps = (maxLength = 60): fc.Arbitrary<Step[]> => fc.array(step, { maxLength, size: 'max' });

/** Decodes frames from JSON text and validates them as the app does; stamps every input with its position. */
export function toSessionInputs(generated: readonly Step[]): SessionInput[] {
  return generated.map((s, index) =>
    'frame' in s ? frame(JSON.parse(JSON.stringify(s.frame)), index + 1) : { ...s, at: index + 1 },
  );
}
