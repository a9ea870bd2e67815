import { isDeepStrictEqual } from 'node:util';
import { applyPatch, type Operation } from 'fast-json-patch/module/core.mjs';
import { listSize, listValues } from '../lib/persistent/persistent-list';
import { mapEntries, mapGet, mapHas, mapSize, mapValues, type PMap } from '../lib/persistent/persistent-map';
import { logEntries } from '../model/event-log';
import { reduceSession } from '../model/reduce-session';
import { selectAgentState, selectParsedArgs, selectPendingApprovals } from '../model/selectors';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import { isUnsent } from '../model/transcript-snapshot';
import { deepFreeze } from './seeded';

/* Invariants of the session reducer, checked after every step by the property test and scripts/fuzz.ts. */

const runStatuses = new Set(['idle', 'running', 'finished', 'error', 'interrupted']);

export function check(ok: boolean, what: string | (() => string)): void {
  if (!ok) throw new Error(typeof what === 'string' ? what : what());
}

export const isJson = (value: unknown): boolean => {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
};

/** Every timeline item is in its map, once, and every record is on the timeline. */
function checkTimeline(state: SessionState): void {
  const seen = new Set<string>();
  const maps: Record<string, PMap<unknown>> = {
    message: state.messages,
    toolCall: state.toolCalls,
    notice: state.notices,
    approval: state.approvals,
    stateChange: state.stateCards,
  };
  for (const { kind, id } of listValues(state.timeline)) {
    check(!seen.has(`${kind}:${id}`), () => `timeline lists ${kind}:${id} twice`);
    seen.add(`${kind}:${id}`);
    check(mapHas(maps[kind] as PMap<unknown>, id), () => `timeline item ${kind}:${id} is not in its map`);
  }
  const stored = Object.values(maps).reduce((sum, map) => sum + mapSize(map), 0);
  check(stored === listSize(state.timeline), () => `${stored} records but ${listSize(state.timeline)} timeline items`);
}

/** What is open (messages, tool calls, the chunk) exists, and a message streams exactly when it is open. */
function checkOpen(state: SessionState): void {
  const open = new Set(state.openMessageIds);
  check(
    open.size === state.openMessageIds.length,
    () => `openMessageIds has duplicates: ${state.openMessageIds.join()}`,
  );
  for (const id of open)
    check(mapGet(state.messages, id)?.status === 'streaming', () => `open message ${id} is not streaming`);
  for (const message of mapValues(state.messages))
    check(message.status !== 'streaming' || open.has(message.id), () => `streaming message ${message.id} is not open`);
  for (const id of state.openToolCallIds) check(mapHas(state.toolCalls, id), () => `open tool call ${id} is unknown`);
  const chunk = state.openChunk;
  if (chunk)
    check(
      chunk.kind === 'tool' ? mapHas(state.toolCalls, chunk.id) : mapHas(state.messages, chunk.id),
      () => `open ${chunk.kind} chunk ${chunk.id} is unknown`,
    );
}

function checkQueued(state: SessionState): void {
  check(
    new Set(state.queuedIds).size === state.queuedIds.length,
    () => `queuedIds has duplicates: ${state.queuedIds.join()}`,
  );
  for (const id of state.queuedIds) {
    check(
      mapGet(state.messages, id)?.delivery === 'queued' || mapGet(state.approvals, id)?.delivery === 'queued',
      () => `queued ${id} is no queued message or approval`,
    );
  }
}

function checkSpoken(state: SessionState): void {
  const openSpoken = new Set(state.openSpokenIds);
  check(openSpoken.size === state.openSpokenIds.length, 'openSpokenIds has duplicates');
  for (const stream of mapValues(state.spoken))
    check(
      (stream.status === 'streaming') === openSpoken.has(stream.messageId),
      () => `spoken ${stream.messageId} is ${stream.status} but ${openSpoken.has(stream.messageId) ? '' : 'not '}open`,
    );
  const spoken = new Set(listValues(state.spokenOrder));
  check(
    spoken.size === mapSize(state.spoken) && [...spoken].every((id) => mapHas(state.spoken, id)),
    'spokenOrder and spoken disagree',
  );
}

function checkAwaitingParent(state: SessionState): void {
  for (const [parentId, callIds] of mapEntries(state.awaitingParent)) {
    check(!mapHas(state.messages, parentId), () => `tool calls still wait for message ${parentId}, which has started`);
    for (const id of callIds)
      check(
        mapGet(state.toolCalls, id)?.parentMessageId === parentId,
        () => `tool call ${id} waits for ${parentId} but names another parent`,
      );
  }
}

/** The selectors agree with the state, and none of them throws. */
function checkSelectors(state: SessionState): void {
  const pending = [...listValues(state.timeline)].filter(
    (item) => item.kind === 'approval' && mapGet(state.approvals, item.id)?.status === 'pending',
  );
  check(
    isDeepStrictEqual(
      selectPendingApprovals(state).map((a) => a.approvalId),
      pending.map((item) => item.id),
    ),
    'selectPendingApprovals disagrees with the timeline',
  );
  for (const call of mapValues(state.toolCalls)) selectParsedArgs(call);
}

export function checkShape(state: SessionState): void {
  checkTimeline(state);
  checkOpen(state);
  checkQueued(state);
  checkSpoken(state);
  checkAwaitingParent(state);
  checkSelectors(state);
  check(runStatuses.has(state.run.status), () => `run status ${state.run.status}`);
  check(state.run.status !== 'error' || state.run.error !== undefined, 'run status is error without an error');
}

const loggedLocal = new Set<SessionInput['type']>(['frame', 'local.sent', 'local.history', 'local.held']);

/** Frames, sends and the client's own facts are logged; a discard or a stop only when there was something to discard or stop. */
function isLogged(prev: SessionState, input: SessionInput): boolean {
  if (input.type === 'local.discarded') return isUnsent(mapGet(prev.messages, input.clientId));
  if (input.type === 'local.interrupt') return prev.run.status === 'running';
  return loggedLocal.has(input.type);
}

export function checkLog(prev: SessionState, input: SessionInput, next: SessionState): void {
  const { cap, dropped, nextSeq } = next.eventLog;
  const entries = logEntries(next.eventLog);
  check(entries.length <= cap, () => `log holds ${entries.length} entries, cap ${cap}`);
  check(next.eventLog.buffer.length <= 2 * cap + 2, () => `log buffer grew to ${next.eventLog.buffer.length}`);
  let last = 0;
  for (const entry of entries) {
    check(entry.seq > last, () => `log seq ${entry.seq} after ${last}`);
    last = entry.seq;
  }
  const logged = isLogged(prev, input) ? 1 : 0;
  check(
    nextSeq === prev.eventLog.nextSeq + logged,
    () => `${input.type} moved nextSeq from ${prev.eventLog.nextSeq} to ${nextSeq}`,
  );
  check(entries.length + dropped === nextSeq - 1, 'log entries and dropped do not add up');
}

type Patched = { ok: true; document: unknown } | { ok: false };

/**
 * fast-json-patch's ES module (what the app runs; strict mode, so a write into a scalar throws) on a private
 * copy, plus RFC 6902 §4.4, which it does not check: no move into its own child.
 */
function reference(document: unknown, patch: readonly unknown[]): Patched {
  const ops = structuredClone(patch) as Operation[];
  if (ops.some((op) => op.op === 'move' && op.path !== op.from && `${op.path}/`.startsWith(`${op.from}/`)))
    return { ok: false };
  try {
    return { ok: true, document: applyPatch(structuredClone(document), ops, true, true, true).newDocument };
  } catch {
    return { ok: false };
  }
}

// Patch results are also compared with the reference: freezing catches an in-place write only where it throws.
export function checkPatches(prev: SessionState, input: SessionInput, next: SessionState): void {
  if (input.type !== 'frame' || !input.frame.ok) return;
  const event = input.frame.event;
  if (event.type === 'STATE_DELTA') {
    const [prevState, nextState] = [selectAgentState(prev), selectAgentState(next)];
    const show = () => `STATE_DELTA ${JSON.stringify(event.delta)} on ${JSON.stringify(prevState)}`;
    check(isJson(nextState), () => `${show()} left a cyclic agent state`);
    const expected = reference(prevState, event.delta);
    if (!expected.ok)
      check(
        next.agentState === prev.agentState && next.stateDiverged !== undefined,
        () => `${show()} should fail and mark the state diverged`,
      );
    else
      check(
        isDeepStrictEqual(nextState, expected.document) && next.stateDiverged === prev.stateDiverged,
        () => `${show()} gave ${JSON.stringify(nextState)}, expected ${JSON.stringify(expected.document)}`,
      );
  }
  const before = event.type === 'ACTIVITY_DELTA' ? mapGet(prev.messages, event.messageId) : undefined;
  if (event.type === 'ACTIVITY_DELTA' && before) {
    const expected = reference(before.content ?? {}, event.patch);
    const after = mapGet(next.messages, event.messageId)?.content;
    check(
      isDeepStrictEqual(after, expected.ok ? expected.document : before.content),
      () =>
        `ACTIVITY_DELTA ${JSON.stringify(event.patch)} on ${JSON.stringify(before.content)} gave ${JSON.stringify(after)}`,
    );
  }
}

/** Inputs that change nothing must return the very same state, so no listener fires. */
export function checkNoOps(state: SessionState): void {
  check(
    reduceSession(state, { type: 'local.connection', status: state.connection, at: 0 }) === state,
    'repeating the connection status made a new state',
  );
  check(
    reduceSession(state, { type: 'local.approval_decision', approvalId: 'never-requested', approved: true, at: 0 }) ===
      state,
    'deciding an unknown approval made a new state',
  );
  const [first] = mapValues(state.messages);
  if (first)
    check(
      reduceSession(state, { type: 'local.user_message', clientId: first.id, text: 'again', at: 0 }) === state,
      'a typed message with a known id made a new state',
    );
}

export interface RunOptions {
  /** Event-log cap of the fresh session. */
  cap: number;
  /** Full checks (shape, patches, no-ops) every this many steps and at the last; the log is checked at every step. */
  fullEvery?: number;
}

/** Every invariant of one step; the error names the step that broke one. */
function checkStep(prev: SessionState, input: SessionInput, index: number, full: boolean): SessionState {
  try {
    const next = reduceSession(prev, input);
    checkLog(prev, input, next);
    if (full) {
      checkShape(next);
      checkPatches(prev, input, next);
      checkNoOps(next);
    }
    return next;
  } catch (error) {
    const what =
      input.type === 'frame' ? JSON.stringify(input.frame.ok ? input.frame.event : input.frame.raw) : input.type;
    throw new Error(`step ${index} (${what}): ${(error as Error).message}`, { cause: error });
  }
}

/** Reduces inputs from a fresh session, freezing everything it reduces so in-place writes throw. */
export function runChecked(inputs: Iterable<SessionInput>, { cap, fullEvery = 1 }: RunOptions): SessionState {
  const frozen = new WeakSet<object>();
  let state = createSessionState('thread-1', cap);
  let index = 0;
  const list = Array.isArray(inputs) ? inputs : undefined;
  for (const input of inputs) {
    deepFreeze(state, frozen);
    deepFreeze(input, frozen);
    const last = list !== undefined && index === list.length - 1;
    state = checkStep(state, input, index, last || index % fullEvery === 0);
    index += 1;
  }
  return state;
}
