import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { EventSchema } from '@ag-ui/core/schemas';
import { fieldOf } from '../src/lib/record';
import { AgoraErrorSchema, AgoraEvent, ToolApprovalRequestSchema } from '../src/protocol/agora-events';
import { applyStateEvent } from './apply-state';

interface Tracker {
  runIds?: { threadId: unknown; runId: unknown };
  errored: boolean;
  step?: string;
  openText: Set<string>;
  seenText: Set<string>;
  openSpoken: Set<string>;
  tools: Map<string, { phase: 'args' | 'ended' | 'done'; args: string }>;
  state: unknown;
}

/**
 * What is wrong with one run's server → client events under the HAI contract (empty = conformant):
 * every event validates with EventSchema and has an integer timestamp; RUN_STARTED comes first and
 * RUN_FINISHED last with the same ids; only RUN_FINISHED may follow RUN_ERROR; one step is active
 * at a time and is finished by name (RUN_ERROR may leave it open); text messages go start →
 * non-empty content → end; spoken text events belong to a started text message and are closed;
 * tool calls go start → args → end → result with args that concatenate to JSON (or no args at
 * all); every STATE_DELTA applies to the state built so far; AGORA approval requests and errors
 * match their schemas. A RUN_FINISHED right after an approval request is AGORA's answer to a
 * rejection: it may leave the step, the text message and its spoken stream open.
 */
export function sequenceViolations(events: readonly unknown[]): string[] {
  const problems: string[] = [];
  const t: Tracker = {
    errored: false,
    openText: new Set(),
    seenText: new Set(),
    openSpoken: new Set(),
    tools: new Map(),
    state: undefined,
  };
  events.forEach((raw, index) => {
    const parsed = EventSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`#${index}: not a valid AG-UI event: ${parsed.error.message}`);
      return;
    }
    const event = raw as BaseEvent;
    const fail = (message: string): void => void problems.push(`#${index} ${event.type}: ${message}`);
    if (!Number.isInteger(event.timestamp)) fail('timestamp is not an integer');
    if (index === 0 && event.type !== EventType.RUN_STARTED) fail('first event must be RUN_STARTED');
    if (t.errored && event.type !== EventType.RUN_FINISHED) fail('only RUN_FINISHED may follow RUN_ERROR');
    checkEvent(event, t, fail);
  });
  const last = events.at(-1) as BaseEvent | undefined;
  if (last?.type !== EventType.RUN_FINISHED) problems.push('last event must be RUN_FINISHED');
  const rejected = (events.at(-2) as BaseEvent | undefined)?.name === AgoraEvent.toolApprovalRequest;
  if (t.step !== undefined && !t.errored && !rejected) problems.push(`step ${t.step} never finished`);
  if (!rejected) for (const id of t.openText) problems.push(`text message ${id} never ended`);
  if (!rejected) for (const id of t.openSpoken) problems.push(`spoken text ${id} never ended`);
  for (const [id, call] of t.tools) if (call.phase !== 'done') problems.push(`tool call ${id} has no result`);
  return problems;
}

function checkEvent(event: BaseEvent, t: Tracker, fail: (message: string) => void): void {
  const str = (key: string): string => String(event[key]);
  switch (event.type) {
    case EventType.RUN_STARTED:
      if (t.runIds) fail('second RUN_STARTED');
      t.runIds = { threadId: event.threadId, runId: event.runId };
      break;
    case EventType.RUN_FINISHED:
      if (t.runIds?.threadId !== event.threadId || t.runIds?.runId !== event.runId) fail('ids differ from RUN_STARTED');
      break;
    case EventType.RUN_ERROR:
      t.errored = true;
      break;
    case EventType.STEP_STARTED:
      if (t.step !== undefined) fail(`step ${t.step} still active`);
      t.step = str('stepName');
      break;
    case EventType.STEP_FINISHED:
      if (t.step !== str('stepName')) fail(`finishes ${str('stepName')} but active step is ${t.step ?? 'none'}`);
      t.step = undefined;
      break;
    case EventType.TEXT_MESSAGE_START:
      t.openText.add(str('messageId'));
      t.seenText.add(str('messageId'));
      break;
    case EventType.TEXT_MESSAGE_CONTENT:
      if (!t.openText.has(str('messageId'))) fail('message is not open');
      if (str('delta') === '') fail('empty delta');
      break;
    case EventType.TEXT_MESSAGE_END:
      if (!t.openText.delete(str('messageId'))) fail('message is not open');
      break;
    case EventType.TOOL_CALL_START:
      if (t.tools.has(str('toolCallId'))) fail('duplicate toolCallId');
      t.tools.set(str('toolCallId'), { phase: 'args', args: '' });
      break;
    case EventType.TOOL_CALL_ARGS:
    case EventType.TOOL_CALL_END:
    case EventType.TOOL_CALL_RESULT:
      checkToolEvent(event, t, fail);
      break;
    case EventType.STATE_SNAPSHOT:
    case EventType.STATE_DELTA:
      try {
        t.state = applyStateEvent(t.state, event);
      } catch (error) {
        fail(`patch does not apply: ${String(error)}`);
      }
      break;
    case EventType.CUSTOM:
      checkCustomEvent(event, t, fail);
      break;
  }
}

function checkToolEvent(event: BaseEvent, t: Tracker, fail: (message: string) => void): void {
  const call = t.tools.get(String(event.toolCallId));
  if (!call) return fail('unknown toolCallId');
  if (event.type === EventType.TOOL_CALL_ARGS) {
    if (call.phase !== 'args') fail('args after TOOL_CALL_END');
    call.args += String(event.delta);
  } else if (event.type === EventType.TOOL_CALL_END) {
    if (call.phase !== 'args') fail('ended twice');
    if (call.args !== '' && !isJson(call.args)) fail(`arguments are not JSON: ${call.args}`);
    call.phase = 'ended';
  } else {
    if (call.phase !== 'ended') fail('result before TOOL_CALL_END');
    call.phase = 'done';
  }
}

function checkCustomEvent(event: BaseEvent, t: Tracker, fail: (message: string) => void): void {
  const id = String(fieldOf(event.value, 'messageId'));
  switch (event.name) {
    case AgoraEvent.spokenTextStart:
      if (!t.seenText.has(id)) fail(`spoken text for unknown message ${id}`);
      t.openSpoken.add(id);
      break;
    case AgoraEvent.spokenTextContent:
      if (!t.openSpoken.has(id)) fail(`spoken text ${id} is not open`);
      break;
    case AgoraEvent.spokenTextEnd:
      if (!t.openSpoken.delete(id)) fail(`spoken text ${id} is not open`);
      break;
    case AgoraEvent.toolApprovalRequest:
      if (!ToolApprovalRequestSchema.safeParse(event.value).success) fail('invalid approval request');
      break;
    case AgoraEvent.error:
      if (!AgoraErrorSchema.safeParse(event.value).success) fail('invalid agora:error');
      break;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
