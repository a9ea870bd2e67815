import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { customEvent } from '../scenarios/custom-events';
import { emit, stepStart } from '../scenarios/script';
import type { ScriptStep } from '../scenarios/script';
import { fieldOf, stringField } from '../src/lib/record';
import { AgoraEvent } from '../src/protocol/agora-events';
import { uuidFrom } from './langgraph-python';
import { noted } from './langgraph-threads';
import {
  DialectState,
  EXECUTING,
  readToolGroup,
  snapshot,
  switchStep,
  toolEntries,
  toolGroup,
} from './langgraph-tools';
import type { DialectContext } from './langgraph-tools';

export type { DialectContext } from './langgraph-tools';

const field = (event: BaseEvent, key: string): string => String(event[key] ?? '');
const customName = (event: BaseEvent): string => (event.type === EventType.CUSTOM ? field(event, 'name') : '');
const customDelta = (event: BaseEvent): string => String(fieldOf(event['value'], 'delta') ?? '');

/** Both channels open at the first token; the spoken one first (its generator is the quicker). */
function openMessage(st: DialectState, ctx: DialectContext, pauseMs: number): ScriptStep[] {
  if (st.open) return [];
  st.open = true;
  const { messageId } = ctx;
  const out = [
    emit(customEvent(AgoraEvent.spokenTextStart, { messageId, role: 'assistant' }), pauseMs),
    emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' }, 0),
  ];
  const { text, spoken } = st.held;
  st.held = { text: '', spoken: '' };
  if (text) out.push(emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: text }, 0));
  if (spoken) out.push(emit(customEvent(AgoraEvent.spokenTextContent, { messageId, delta: spoken }), 0));
  return out;
}

function closeMessage(st: DialectState, ctx: DialectContext, pauseMs: number): ScriptStep[] {
  const { messageId } = ctx;
  const entry = { role: 'assistant' as const, content: st.text, agent_id: '', spoken_text: st.spoken || null };
  const end = noted({ type: EventType.TEXT_MESSAGE_END, messageId }, { history: [entry] });
  st.text = '';
  st.spoken = '';
  st.open = false;
  return [emit(end, pauseMs), emit(customEvent(AgoraEvent.spokenTextEnd, { messageId }), 0)];
}

function text(event: BaseEvent, pauseMs: number, st: DialectState, ctx: DialectContext): ScriptStep[] {
  const delta = event.type === EventType.TEXT_MESSAGE_CONTENT ? field(event, 'delta') : '';
  const spoken = customName(event) === AgoraEvent.spokenTextContent ? customDelta(event) : '';
  st.text += delta;
  st.spoken += spoken;
  if (st.deferText) {
    st.held = { text: st.held.text + delta, spoken: st.held.spoken + spoken };
    return [];
  }
  const { messageId } = ctx;
  const chunk = delta
    ? emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta }, pauseMs)
    : emit(customEvent(AgoraEvent.spokenTextContent, { messageId, delta: spoken }), 0);
  return [...openMessage(st, ctx, pauseMs), chunk];
}

function stateSnapshot(event: BaseEvent, st: DialectState, ctx: DialectContext): ScriptStep[] {
  const currentAgent = stringField(event['snapshot'], 'currentAgent');
  const status = stringField(event['snapshot'], 'status');
  if (status === 'completed') {
    const close = st.step ? [emit({ type: EventType.STEP_FINISHED, stepName: st.step }, 0)] : [];
    st.step = null;
    return [...close, snapshot(ctx, st.agent, 'completed')];
  }
  st.snapshots += 1;
  if (st.snapshots === 1) {
    st.agent = ctx.initialAgent;
    return [snapshot(ctx, st.agent, 'processing'), ...switchStep(st, 'thinking')];
  }
  if (!currentAgent || currentAgent === st.agent) return [];
  st.agent = currentAgent;
  return [...switchStep(st, 'thinking'), snapshot(ctx, currentAgent, 'processing')];
}

function convertEvent(step: ScriptStep & { kind: 'emit' }, st: DialectState, ctx: DialectContext): ScriptStep[] {
  const { event } = step;
  const pauseMs = step.pauseMs ?? 0;
  const { threadId, runId } = ctx;
  switch (event.type) {
    case EventType.RUN_STARTED:
      return [emit({ type: EventType.RUN_STARTED, threadId, runId }, pauseMs), ...switchStep(st, 'routing')];
    case EventType.RUN_FINISHED:
      return [emit({ type: EventType.RUN_FINISHED, threadId, runId }, pauseMs)];
    case EventType.RUN_ERROR: {
      const message = `Error processing message: ${field(event, 'message')}`;
      return [emit({ type: EventType.RUN_ERROR, message, code: 'processing_error' }, pauseMs)];
    }
    case EventType.STATE_SNAPSHOT:
      st.state.push(event);
      return stateSnapshot(event, st, ctx);
    case EventType.STATE_DELTA:
      st.state.push(event);
      return [];
    case EventType.STEP_STARTED:
    case EventType.STEP_FINISHED:
      return [];
    case EventType.TEXT_MESSAGE_START:
      return [];
    case EventType.TEXT_MESSAGE_END:
      return st.deferText ? [] : [...openMessage(st, ctx, pauseMs), ...closeMessage(st, ctx, pauseMs)];
    case EventType.TEXT_MESSAGE_CONTENT:
      return text(event, pauseMs, st, ctx);
  }
  const name = customName(event);
  if (name === AgoraEvent.spokenTextContent) return text(event, pauseMs, st, ctx);
  if (name === AgoraEvent.spokenTextStart || name === AgoraEvent.spokenTextEnd) return [];
  return [step];
}

/** server-langgraph's approval rule: generate_final_report always (critical), risky names (high). */
function approvalTerms(toolName: string): { reasoning: string; riskLevel: string } {
  const name = toolName.toLowerCase();
  if (name.endsWith('generate_final_report'))
    return { reasoning: `Critical operation requires approval: ${toolName}`, riskLevel: 'critical' };
  return { reasoning: `High-risk operation detected: ${toolName}`, riskLevel: 'high' };
}

/**
 * The request comes from LangChain's tool start, after STEP_STARTED(executing_tools): the tool is already
 * running, so its call and result reach the checkpoint whatever the answer. A rejection ends with
 * RUN_FINISHED alone; an approval goes on with the tool's START.
 */
function approval(step: ScriptStep & { kind: 'approval' }, st: DialectState, ctx: DialectContext): ScriptStep[] {
  const peek = step.onApprove(undefined);
  const at = peek.findIndex((s) => s.kind === 'emit' && s.event.type === EventType.TOOL_CALL_START);
  const block = readToolGroup(peek, at).blocks[0];
  const entries = block ? toolEntries(block, ctx, st.agent).flat() : [];
  const opening = st.step === EXECUTING ? [stepStart(EXECUTING, 0)] : switchStep(st, EXECUTING);
  const first = opening.at(-1);
  if (first?.kind === 'emit') noted(first.event, { history: entries });
  const toolName = step.request.toolName;
  const request = {
    ...step.request,
    ...{ approvalId: uuidFrom(`${ctx.seed}:approval`), toolDescription: `Tool call: ${toolName}` },
    ...approvalTerms(toolName),
  } as typeof step.request;
  const base = st.clone();
  base.deferText = false;
  const onApprove = (feedback?: string): ScriptStep[] => {
    const branch = base.clone();
    branch.afterApproval = true;
    return convert(step.onApprove(feedback), branch, ctx);
  };
  const onReject = (feedback?: string): ScriptStep[] => convert(step.onReject(feedback), base.clone(), ctx);
  return [...opening, { kind: 'approval', request, pauseMs: step.pauseMs ?? 0, onApprove, onReject }];
}

/** Hands each output step the demo state events dropped before it (the recorder keeps the demo's state). */
function carryState(out: ScriptStep[], st: DialectState): ScriptStep[] {
  const first = out.find((s) => s.kind === 'emit');
  if (first?.kind === 'emit' && st.state.length > 0) {
    noted(first.event, { state: st.state });
    st.state = [];
  }
  return out;
}

function convert(steps: readonly ScriptStep[], st: DialectState, ctx: DialectContext): ScriptStep[] {
  const approvalAt = steps.findIndex((s) => s.kind === 'approval');
  st.deferText = approvalAt >= 0;
  const out: ScriptStep[] = [];
  const linear = approvalAt < 0 ? steps : steps.slice(0, approvalAt);
  for (let i = 0; i < linear.length;) {
    const step = linear[i];
    if (step?.kind !== 'emit') break;
    if (step.event.type === EventType.TOOL_CALL_START) {
      const group = readToolGroup(linear, i);
      if (group.blocks.length > 0) {
        out.push(...carryState(toolGroup(group.blocks, st, ctx), st));
        i = group.next;
        continue;
      }
    }
    out.push(...carryState(convertEvent(step, st, ctx), st));
    i += 1;
  }
  const branch = steps[approvalAt];
  if (branch?.kind === 'approval') out.push(...carryState(approval(branch, st, ctx), st));
  return out;
}

/**
 * A demo script (as server-openai streams it) as server-langgraph streams the same answer: routing before
 * the snake_case snapshot, LangGraph's step pattern around every tool, hand-offs as `transfer_to_*` tools,
 * run UUIDs as tool call ids, results as a ToolMessage's text, one message id for the run's text, and
 * approvals asked while the tool already runs. Sent events carry `runNotes` for the checkpoint.
 */
export function toLanggraphScript(steps: readonly ScriptStep[], ctx: DialectContext): ScriptStep[] {
  return convert(steps, new DialectState(), ctx);
}
