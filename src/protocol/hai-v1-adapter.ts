import { EventType, type AGUIEvent } from '@ag-ui/core';
import { boundDepth, type BoundedValue } from '../lib/bound-depth';
import { AgoraEvent, RiskLevelSchema } from './agora-events';
import { isRunFrame, type ClientFrame } from './commands';
import { readV1ServerFrame, type V1ClientFrame, type V1ServerFrame } from './hai-v1-frames';
import { agentEvents, toolFrameEvents, type V1ToolCalls } from './hai-v1-tool-calls';

/** What the adapter remembers between frames: v1.1 has no runs, so it makes them up around each answer. */
export interface V1AdapterState {
  threadId: string;
  /** The runId of the message sent last, until the server's first frame answers it. */
  pendingRunId?: string;
  runId?: string;
  step?: string;
  /** Chunked messages started and not yet final. */
  open: readonly string[];
  /** This run's tool calls. */
  tools: V1ToolCalls;
  /** The agent the last snapshot named (see `agentEvents`). */
  agent?: string;
  /** Counts made-up ids (non-streamed answers, runs the client did not start). */
  count: number;
}

export const initialV1State = (threadId: string): V1AdapterState => ({ threadId, open: [], tools: {}, count: 0 });

/** Forgets the run of a connection that is gone (the session counts that run as cut off). */
export const resetV1Run = ({ threadId, count, agent }: V1AdapterState): V1AdapterState => ({
  ...initialV1State(threadId),
  count,
  ...(agent ? { agent } : {}),
});

/** `deepCut`: a value in the frame nested too deep and is kept as text (`boundDepth`). */
export type V1FrameResult =
  | { ok: true; state: V1AdapterState; events: AGUIEvent[]; deepCut?: true }
  | { ok: false; state: V1AdapterState; reason: string };

type Step = { state: V1AdapterState; events: AGUIEvent[] };

function startRun(state: V1AdapterState): Step {
  if (state.runId) return { state, events: [] };
  const count = state.count + 1;
  const runId = state.pendingRunId ?? `v1-run-${count}`;
  const event: AGUIEvent = { type: EventType.RUN_STARTED, threadId: state.threadId, runId };
  return { state: { ...state, runId, pendingRunId: undefined, count }, events: [event] };
}

function finishRun(state: V1AdapterState): AGUIEvent[] {
  if (!state.runId) return [];
  const events: AGUIEvent[] = state.open.map((messageId) => ({ type: EventType.TEXT_MESSAGE_END, messageId }));
  if (state.step) events.push({ type: EventType.STEP_FINISHED, stepName: state.step });
  events.push({ type: EventType.RUN_FINISHED, threadId: state.threadId, runId: state.runId });
  return events;
}

function status(state: V1AdapterState, next: string): Step {
  if (next === 'completed') return { state: resetV1Run(state), events: finishRun(state) };
  if (state.step === next) return { state, events: [] };
  const events: AGUIEvent[] = state.step ? [{ type: EventType.STEP_FINISHED, stepName: state.step }] : [];
  events.push({ type: EventType.STEP_STARTED, stepName: next });
  return { state: { ...state, step: next }, events };
}

function chunk(state: V1AdapterState, messageId: string, content: string, final: boolean): Step {
  const isOpen = state.open.includes(messageId);
  const events: AGUIEvent[] = [];
  if (!isOpen) events.push({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' });
  if (content !== '') events.push({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: content });
  if (final) events.push({ type: EventType.TEXT_MESSAGE_END, messageId });
  const open = final ? state.open.filter((id) => id !== messageId) : isOpen ? state.open : [...state.open, messageId];
  return { state: { ...state, open }, events };
}

/**
 * An error ends nothing while a run goes on (its `completed` still comes); as the first answer to a
 * message it is that message's whole run; with no message waiting it stands alone.
 */
function error(state: V1AdapterState, frame: Extract<V1ServerFrame, { type: 'error' }>): Step {
  const value = { errorCode: frame.error_code, message: frame.message, details: frame.details ?? undefined };
  const event: AGUIEvent = { type: EventType.CUSTOM, name: AgoraEvent.error, value };
  if (state.runId || !state.pendingRunId) return { state, events: [event] };
  const run = startRun(state);
  return { state: resetV1Run(run.state), events: [...run.events, event, ...finishRun(run.state)] };
}

/** The events one v1.1 frame means, inside the run it belongs to. */
function translate(state: V1AdapterState, frame: V1ServerFrame): Step {
  if (frame.type === 'status' && frame.status === 'completed') return status(state, 'completed');
  if (frame.type === 'error') return error(state, frame);
  const run = startRun(state);
  const named = agentEvents(run.state.agent, frame);
  const step = ((): Step => {
    const s = { ...run.state, agent: named.agent };
    switch (frame.type) {
      case 'status':
        return status(s, frame.status);
      case 'assistant_message_chunk':
        return chunk(s, frame.message_id, frame.content, frame.is_final);
      case 'assistant_message':
        return chunk({ ...s, count: s.count + 1 }, `v1-msg-${s.count + 1}`, frame.content, true);
      case 'tool_call':
      case 'tool_call_start':
      case 'tool_call_end':
      case 'tool_call_error': {
        const { tools, events } = toolFrameEvents(s.tools, frame);
        return { state: { ...s, tools }, events };
      }
      case 'tool_approval_request':
        return { state: s, events: [approvalRequest(frame)] };
    }
  })();
  return { state: step.state, events: [...run.events, ...named.events, ...step.events] };
}

function approvalRequest(frame: Extract<V1ServerFrame, { type: 'tool_approval_request' }>): AGUIEvent {
  const value = {
    approvalId: frame.approval_id,
    toolName: frame.tool_name,
    toolDescription: frame.tool_description,
    parameters: frame.parameters ?? {},
    reasoning: frame.reasoning,
    riskLevel: RiskLevelSchema.catch('high').parse(frame.risk_level),
  };
  return { type: EventType.CUSTOM, name: AgoraEvent.toolApprovalRequest, value };
}

/**
 * Turns one v1.1 frame (text) into the AG-UI events, and AGORA custom events, the reducer already
 * understands. A run starts at the server's first frame after a message (with that message's
 * runId) and ends at `status: completed` (see `error`); steps follow `status`; a chunked message
 * starts at its first chunk and ends at `is_final`; tool calls as `toolFrameEvents` says, agents as
 * `agentEvents`. A frame that is not v1.1 is refused with the reason, and changes nothing.
 */
export function fromV1Frame(state: V1AdapterState, text: string): V1FrameResult {
  let json: BoundedValue<unknown>;
  try {
    // Bounded before the adapter walks or stringifies it; the events made of it say it was cut.
    json = boundDepth(JSON.parse(text) as unknown);
  } catch {
    return { ok: false, state, reason: 'v1.1: not JSON' };
  }
  const read = readV1ServerFrame(json.value);
  if (!read.ok) return { ok: false, state, reason: read.reason };
  const translated = translate(state, read.frame);
  return json.cut ? { ok: true, ...translated, deepCut: true } : { ok: true, ...translated };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The v1.1 frame for one client frame: a RunAgentInput becomes `user_message` (its runId is
 * kept for the answer's RUN_STARTED, and a run still going is let go, as the server cancels it), an
 * AGORA approval answer `tool_approval_response`. Undefined for anything else.
 */
export function toV1Frame(
  state: V1AdapterState,
  out: ClientFrame,
): { state: V1AdapterState; frame: V1ClientFrame } | undefined {
  if (!isRunFrame(out)) {
    if (out.name !== AgoraEvent.toolApprovalResponse || !isObject(out.value)) return undefined;
    const { approvalId, approved, feedback } = out.value;
    if (typeof approvalId !== 'string' || typeof approved !== 'boolean') return undefined;
    const frame: V1ClientFrame = { type: 'tool_approval_response', approval_id: approvalId, approved };
    if (typeof feedback === 'string') frame.feedback = feedback;
    return { state, frame };
  }
  const { content } = out.messages[0];
  const frame: V1ClientFrame = {
    type: 'user_message',
    content,
    session_id: state.threadId,
    metadata: { userId: out.userId },
  };
  return { state: { ...resetV1Run(state), pendingRunId: out.runId }, frame };
}
