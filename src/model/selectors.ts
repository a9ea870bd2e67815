import { parse as parsePartialJson } from 'partial-json';
import { boundDepth, cutMark, cutTextChars, maxValueDepth, textDepth } from '../lib/bound-depth';
import { treeToJson } from '../lib/persistent/json-tree';
import { listGet, listSize, listValues } from '../lib/persistent/persistent-list';
import { mapGet, mapValues } from '../lib/persistent/persistent-map';
import { parsePythonLiteral } from '../lib/python-repr';
import type { ApprovalRecord, Notice, SessionState, ToolCallRecord, TranscriptMessage } from './session-state';

export const selectTimeline = (state: SessionState) => state.timeline;
export const selectMessage = (state: SessionState, id: string) => mapGet(state.messages, id);
export const selectToolCall = (state: SessionState, id: string) => mapGet(state.toolCalls, id);
export const selectNotice = (state: SessionState, id: string) => mapGet(state.notices, id);
export const selectApproval = (state: SessionState, id: string) => mapGet(state.approvals, id);

/**
 * A finished answer with nothing to show: no text, and its tool calls (if any) on rows of their own. AGORA
 * keeps an agent's turn that only called tools as an assistant message without content.
 */
export function selectIsBlankAnswer(state: SessionState, id: string): boolean {
  const message = mapGet(state.messages, id);
  if (message?.role !== 'assistant' || message.status !== 'complete' || message.text.trim()) return false;
  return !message.toolCallIds?.some((callId) => mapGet(state.toolCalls, callId)?.inline);
}
/** The newest timeline item when it is the inspector's own message: the transcript jumps to it. */
export function selectLatestOwnMessageId(state: SessionState): string | undefined {
  const last = listGet(state.timeline, listSize(state.timeline) - 1);
  if (last?.kind !== 'message') return undefined;
  return mapGet(state.messages, last.id)?.role === 'user' ? last.id : undefined;
}
export const selectQueuedCount = (state: SessionState) => state.queuedIds.length;
/** The first message that waits for the running answer to end: the one "interrupt and send now" sends. */
export function selectNextWaitingMessageId(state: SessionState): string | undefined {
  if (state.run.status !== 'running') return undefined;
  return state.queuedIds.find((id) => mapGet(state.messages, id)?.role === 'user');
}
/** The shared agent state as plain frozen JSON; containers a patch did not touch keep their identity. */
export const selectAgentState = (state: SessionState): unknown => treeToJson(state.agentState);

/** The finished answers among the newest 12 rows (tool calls and approvals may follow one), newest first. */
function finishedAnswers(state: SessionState): TranscriptMessage[] {
  const size = listSize(state.timeline);
  const found: TranscriptMessage[] = [];
  for (let back = 0; back < Math.min(12, size); back++) {
    const item = listGet(state.timeline, size - 1 - back);
    const message = item?.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    if (message?.role === 'assistant' && message.status === 'complete' && !message.restored) found.push(message);
  }
  return found;
}

/**
 * A selector of the newest finished answers (restored ones are not new) for one reader: the same array while they
 * are the same answers, so a streaming delta re-renders nothing.
 */
export function finishedAnswersSelector(): (state: SessionState) => readonly TranscriptMessage[] {
  let kept: readonly TranscriptMessage[] = [];
  return (state) => {
    const found = finishedAnswers(state);
    const same = found.length === kept.length && found.every((message, index) => message === kept[index]);
    return same ? kept : (kept = found);
  };
}

const pendingCache = new WeakMap<object, readonly ApprovalRecord[]>();

/** Approvals still waiting for the inspector, in arrival order (derived, cached per approvals map). */
export function selectPendingApprovals(state: SessionState): readonly ApprovalRecord[] {
  const cached = pendingCache.get(state.approvals);
  if (cached) return cached;
  const pending: ApprovalRecord[] = [];
  for (const item of listValues(state.timeline)) {
    if (item.kind !== 'approval') continue;
    const approval = mapGet(state.approvals, item.id);
    if (approval?.status === 'pending') pending.push(approval);
  }
  pendingCache.set(state.approvals, pending);
  return pending;
}

export type ParsedArgs =
  { complete: true; value: unknown } | { complete: false; value: unknown } | { complete: false; error: string };

const argsCache = new WeakMap<ToolCallRecord, ParsedArgs>();

/**
 * A tool call's arguments for display: full JSON when complete, the best partial reading while
 * they stream. Parsed at most once per version of the tool call, never per fragment.
 */
export function selectParsedArgs(call: ToolCallRecord): ParsedArgs {
  const cached = argsCache.get(call);
  if (cached) return cached;
  const parsed = readArgs(call.argsText);
  argsCache.set(call, parsed);
  return parsed;
}

/** Arguments are read bounded in depth (views walk them recursively); a deep partial text stays text. */
function readArgs(text: string): ParsedArgs {
  if (text.trim() === '') return { complete: false, value: undefined };
  try {
    return { complete: true, value: boundDepth(JSON.parse(text) as unknown).value };
  } catch {
    // AGORA's LangGraph server lists a call's arguments in its REST history as a Python dict.
    const python = parsePythonLiteral(text);
    if (python.ok) return { complete: true, value: boundDepth(python.value).value };
    // partial-json recurses: a text nested too deep is shown as (cut) text.
    if (textDepth(text, maxValueDepth) > maxValueDepth)
      return { complete: false, value: `${text.slice(0, cutTextChars)}${cutMark}` };
    try {
      return { complete: false, value: parsePartialJson(text) as unknown };
    } catch (error) {
      return { complete: false, error: (error as Error).message };
    }
  }
}

const latestErrorCache = new WeakMap<object, string | undefined>();

/** The newest `agora:error` notice, for the banner above the chat (cached per notices map). */
export function selectLatestAgoraError(state: SessionState): Notice | undefined {
  if (!latestErrorCache.has(state.notices)) {
    let latest: Notice | undefined;
    for (const notice of mapValues(state.notices))
      if (notice.kind === 'agora_error' && (!latest || notice.at >= latest.at)) latest = notice;
    latestErrorCache.set(state.notices, latest?.id);
  }
  const id = latestErrorCache.get(state.notices);
  return id === undefined ? undefined : mapGet(state.notices, id);
}
