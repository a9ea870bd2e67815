import { EventType } from '@ag-ui/core';
import type { BaseEvent, StateSnapshotEvent } from '@ag-ui/core';
import { emit, pace, stepEnd, stepStart } from '../scenarios/script';
import type { ScriptStep } from '../scenarios/script';
import { fullToolResults, toolDisplayName } from '../scenarios/tool-call';
import { openaiCallId, pyJsonDumps, pyRepr, toolMessageText, uuidFrom } from './langgraph-python';
import { langgraphHandoffNames, noted } from './langgraph-threads';
import type { LanggraphEntry } from './langgraph-threads';

export interface DialectContext {
  threadId: string;
  runId: string;
  /** Unique per run: seeds the run's UUIDs and `call_…` ids. */
  seed: string;
  /** The one message id server-langgraph gives all of a run's text. */
  messageId: string;
  /** The agent of the opening snapshot: general-agent, or reporting-agent when a run resumes. */
  initialAgent: string;
}

/** Where the conversion stands; copied at an approval, so each branch goes on from the same point. */
export class DialectState {
  step: string | null = null;
  agent = 'general-agent';
  snapshots = 0;
  text = '';
  spoken = '';
  open = false;
  /** Text written before an approval: LangGraph streams only after the tools, so it waits for the answer. */
  held = { text: '', spoken: '' };
  deferText = false;
  /** The approval already sent STEP_STARTED(executing_tools) and the tool's history entries. */
  afterApproval = false;
  state: BaseEvent[] = [];

  clone(): DialectState {
    return Object.assign(new DialectState(), this, { held: { ...this.held }, state: [...this.state] });
  }
}

export const EXECUTING = 'executing_tools';

export function snapshot(ctx: DialectContext, agent: string, status: 'processing' | 'completed'): ScriptStep {
  const event: StateSnapshotEvent = {
    type: EventType.STATE_SNAPSHOT,
    snapshot: { thread_id: ctx.threadId, run_id: ctx.runId, current_agent: agent, status },
  };
  return emit(event, pace.state);
}

/** STEP_FINISHED for the open step (if any) and STEP_STARTED for `next`. */
export function switchStep(st: DialectState, next: string, pauseMs = 0): ScriptStep[] {
  const close = st.step ? [stepEnd(st.step, 0)] : [];
  st.step = next;
  return [...close, stepStart(next, pauseMs)];
}

interface ToolBlock {
  id: string;
  name: string;
  displayName?: string;
  args: string;
  result: BaseEvent;
  startPause: number;
  resultPause: number;
}

const field = (event: BaseEvent, key: string): string => String(event[key] ?? '');
const isHandoff = (name: string): boolean => name in langgraphHandoffNames;

/** Reads one tool call (START, ARGS…, END, RESULT) at `from`; undefined when the script is not that. */
function readBlock(steps: readonly ScriptStep[], from: number): { block: ToolBlock; next: number } | undefined {
  const first = steps[from];
  if (first?.kind !== 'emit' || first.event.type !== EventType.TOOL_CALL_START) return undefined;
  const start = first.event;
  let args = '';
  for (let i = from + 1; i < steps.length; i += 1) {
    const step = steps[i];
    if (step?.kind !== 'emit') return undefined;
    if (step.event.type === EventType.TOOL_CALL_ARGS) args += field(step.event, 'delta');
    if (step.event.type !== EventType.TOOL_CALL_RESULT) continue;
    const displayName = start['toolDisplayName'] as string | undefined;
    const block = {
      ...{ id: field(start, 'toolCallId'), name: field(start, 'toolCallName'), displayName, args },
      ...{ result: step.event, startPause: first.pauseMs ?? 0, resultPause: step.pauseMs ?? 0 },
    };
    return { block, next: i + 1 };
  }
  return undefined;
}

/** Tool calls one after the other that the model asked for at once (no hand-off among them) run in parallel. */
export function readToolGroup(steps: readonly ScriptStep[], from: number): { blocks: ToolBlock[]; next: number } {
  const blocks: ToolBlock[] = [];
  let next = from;
  for (let read = readBlock(steps, next); read; read = readBlock(steps, next)) {
    if (blocks.length > 0 && (isHandoff(read.block.name) || isHandoff(blocks[0]?.name ?? ''))) break;
    blocks.push(read.block);
    next = read.next;
  }
  return { blocks, next };
}

const displayNames: Readonly<Record<string, string>> = {
  transfer_to_history: 'Overdracht naar inspectiehistorie',
  transfer_to_regulation: 'Overdracht naar regelgeving',
  transfer_to_reporting: 'Overdracht naar rapportage',
  transfer_to_general: 'Overdracht naar algemeen',
  update_user_settings: 'Bijwerken instellingen',
};

interface ToolFacts {
  uuid: string;
  callId: string;
  name: string;
  display?: string;
  args: Record<string, unknown>;
  content: string;
}

function factsOf(block: ToolBlock, ctx: DialectContext): ToolFacts {
  const name = langgraphHandoffNames[block.name] ?? block.name;
  const seed = `${ctx.seed}:${block.id}`;
  const args = block.args ? (JSON.parse(block.args) as Record<string, unknown>) : {};
  const content = isHandoff(block.name)
    ? field(block.result, 'content').replace(/^Transferred to /, 'Transferring to ')
    : (fullToolResults.get(block.result) ?? field(block.result, 'content'));
  const display = block.displayName ?? displayNames[name] ?? toolDisplayName(name);
  return { uuid: uuidFrom(seed), callId: openaiCallId(seed), name, display, args, content };
}

/** What the checkpoint holds of a tool call: the model's call (`call_…` id, args as a Python dict) and its result. */
export function toolEntries(block: ToolBlock, ctx: DialectContext, agent: string): LanggraphEntry[][] {
  const f = factsOf(block, ctx);
  const call: LanggraphEntry = {
    ...{ role: 'tool_call', tool_call_id: f.callId, tool_name: f.name },
    ...{ content: pyRepr(f.args), agent_id: agent },
  };
  return [[call], [{ role: 'tool', tool_call_id: f.callId, tool_name: f.name, content: f.content }]];
}

function startEvents(f: ToolFacts, ctx: DialectContext, pauseMs: number): ScriptStep[] {
  const start = {
    ...{ type: EventType.TOOL_CALL_START, toolCallId: f.uuid, toolCallName: f.name },
    ...(f.display ? { toolDisplayName: f.display } : {}),
    parentMessageId: ctx.messageId,
  };
  const args = { type: EventType.TOOL_CALL_ARGS, toolCallId: f.uuid, delta: pyJsonDumps(f.args) };
  return [emit(start, pauseMs), ...(Object.keys(f.args).length > 0 ? [emit(args, pace.toolArgs)] : [])];
}

function endEvents(f: ToolFacts, pauseMs: number): ScriptStep[] {
  const text = Array.from(toolMessageText(f.content, f.name, f.callId))
    .slice(0, 500)
    .join('');
  const result = {
    ...{ type: EventType.TOOL_CALL_RESULT, messageId: `tool-result-${f.uuid}`, toolCallId: f.uuid },
    ...{ content: text, role: 'tool' },
  };
  return [emit({ type: EventType.TOOL_CALL_END, toolCallId: f.uuid }, pauseMs), emit(result, 0)];
}

/**
 * A group of tool calls as server-langgraph streams LangChain's tool events: per start STEP_STARTED
 * (executing_tools) — twice in a row for parallel calls — with START and one ARGS; per end END, RESULT
 * (the ToolMessage's text), STEP_FINISHED and STEP_STARTED(thinking).
 */
export function toolGroup(blocks: ToolBlock[], st: DialectState, ctx: DialectContext): ScriptStep[] {
  const facts = blocks.map((block) => factsOf(block, ctx));
  const entries = blocks.map((block) => toolEntries(block, ctx, st.agent));
  const out: ScriptStep[] = [];
  // After an approval the tool had already run: its entries went with the request.
  const noteEntries = !st.afterApproval;
  facts.forEach((f, k) => {
    const pauseMs = blocks[k]?.startPause ?? pace.toolStart;
    if (st.afterApproval) st.afterApproval = false;
    else if (st.step !== EXECUTING) out.push(...switchStep(st, EXECUTING, pauseMs));
    else out.push(stepStart(EXECUTING, 0));
    out.push(...startEvents(f, ctx, k === 0 ? pace.toolArgs : pauseMs));
  });
  facts.forEach((f, k) => {
    out.push(...endEvents(f, blocks[k]?.resultPause ?? 650), stepEnd(EXECUTING, 0), stepStart('thinking', 0));
  });
  st.step = 'thinking';
  const first = out[0];
  const lastResult = out.filter((s) => s.kind === 'emit' && s.event.type === EventType.TOOL_CALL_RESULT).at(-1);
  if (!noteEntries) return out;
  if (first?.kind === 'emit') noted(first.event, { history: entries.flatMap(([call]) => call ?? []) });
  if (lastResult?.kind === 'emit') noted(lastResult.event, { history: entries.flatMap(([, result]) => result ?? []) });
  return out;
}
