import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import jsonpatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { steps, toSessionInputs } from '../testing/arbitraries';
import { feed, timelineIds } from '../testing/feed';
import { deepFreeze } from '../testing/seeded';
import { listSize, listValues } from './persistent-list';
import { mapGet, mapHas, mapSize, mapValues, type PMap } from './persistent-map';
import { logEntries } from './event-log';
import { reduceSession } from './reduce-session';
import { selectAgentState, selectParsedArgs, selectPendingApprovals } from './selectors';
import type { SessionInput } from './session-input';
import { createSessionState, type SessionState } from './session-state';

const numRuns = Number(process.env.FUZZ_RUNS) || 2500;
const runStatuses = new Set(['idle', 'running', 'finished', 'error', 'interrupted']);

function check(ok: boolean, what: string | (() => string)): void {
  if (!ok) throw new Error(typeof what === 'string' ? what : what());
}

const isJson = (value: unknown): boolean => {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
};

function checkShape(state: SessionState): void {
  const seen = new Set<string>();
  const maps: Record<string, PMap<unknown>> = { message: state.messages, toolCall: state.toolCalls, notice: state.notices, approval: state.approvals };
  for (const { kind, id } of listValues(state.timeline)) {
    check(!seen.has(`${kind}:${id}`), () => `timeline lists ${kind}:${id} twice`);
    seen.add(`${kind}:${id}`);
    check(mapHas(maps[kind] as PMap<unknown>, id), () => `timeline item ${kind}:${id} is not in its map`);
  }
  const stored = mapSize(state.messages) + mapSize(state.toolCalls) + mapSize(state.notices) + mapSize(state.approvals);
  check(stored === listSize(state.timeline), () => `${stored} records but ${listSize(state.timeline)} timeline items`);

  const open = new Set(state.openMessageIds);
  check(open.size === state.openMessageIds.length, () => `openMessageIds has duplicates: ${state.openMessageIds.join()}`);
  for (const id of open) check(mapGet(state.messages, id)?.status === 'streaming', () => `open message ${id} is not streaming`);
  for (const message of mapValues(state.messages)) check(message.status !== 'streaming' || open.has(message.id), () => `streaming message ${message.id} is not open`);
  for (const id of state.openToolCallIds) check(mapHas(state.toolCalls, id), () => `open tool call ${id} is unknown`);
  check(new Set(state.queuedIds).size === state.queuedIds.length, () => `queuedIds has duplicates: ${state.queuedIds.join()}`);
  for (const id of state.queuedIds) {
    check(mapGet(state.messages, id)?.delivery === 'queued' || mapGet(state.approvals, id)?.delivery === 'queued', () => `queued ${id} is no queued message or approval`);
  }
  const chunk = state.openChunk;
  if (chunk) check(chunk.kind === 'tool' ? mapHas(state.toolCalls, chunk.id) : mapHas(state.messages, chunk.id), () => `open ${chunk.kind} chunk ${chunk.id} is unknown`);
  const spoken = new Set(listValues(state.spokenOrder));
  check(spoken.size === mapSize(state.spoken) && [...spoken].every((id) => mapHas(state.spoken, id)), 'spokenOrder and spoken disagree');

  const pending = [...listValues(state.timeline)].filter((item) => item.kind === 'approval' && mapGet(state.approvals, item.id)?.status === 'pending');
  check(isDeepStrictEqual(selectPendingApprovals(state).map((a) => a.approvalId), pending.map((item) => item.id)), 'selectPendingApprovals disagrees with the timeline');
  for (const call of mapValues(state.toolCalls)) selectParsedArgs(call);

  check(runStatuses.has(state.run.status), () => `run status ${state.run.status}`);
  check(state.run.status !== 'error' || state.run.error !== undefined, 'run status is error without an error');
}

function checkLog(prev: SessionState, input: SessionInput, next: SessionState): void {
  const { cap, dropped, nextSeq } = next.eventLog;
  const entries = logEntries(next.eventLog);
  check(entries.length <= cap, () => `log holds ${entries.length} entries, cap ${cap}`);
  check(next.eventLog.buffer.length <= 2 * cap + 2, () => `log buffer grew to ${next.eventLog.buffer.length}`);
  let last = 0;
  for (const entry of entries) {
    check(entry.seq > last, () => `log seq ${entry.seq} after ${last}`);
    last = entry.seq;
  }
  const logged = input.type === 'frame' || input.type === 'local.sent' ? 1 : 0;
  check(nextSeq === prev.eventLog.nextSeq + logged, () => `${input.type} moved nextSeq from ${prev.eventLog.nextSeq} to ${nextSeq}`);
  check(entries.length + dropped === nextSeq - 1, 'log entries and dropped do not add up');
}

type Patched = { ok: true; document: unknown } | { ok: false };

/** fast-json-patch on a private copy: the reference the reducer's structural sharing must agree with. */
/** fast-json-patch on a private copy, plus RFC 6902 §4.4, which it does not check: no move into its own child. */
function reference(document: unknown, patch: readonly unknown[]): Patched {
  const ops = structuredClone(patch) as Operation[];
  if (ops.some((op) => op.op === 'move' && op.path !== op.from && `${op.path}/`.startsWith(`${op.from}/`))) return { ok: false };
  try {
    return { ok: true, document: jsonpatch.applyPatch(structuredClone(document), ops, true, true, true).newDocument };
  } catch {
    return { ok: false };
  }
}

// Freezing cannot catch in-place writes by fast-json-patch (CommonJS, sloppy mode: they fail silently),
// so patch results are also compared with the reference.
function checkPatches(prev: SessionState, input: SessionInput, next: SessionState): void {
  if (input.type !== 'frame' || !input.frame.ok) return;
  const event = input.frame.event;
  if (event.type === 'STATE_DELTA') {
    const [prevState, nextState] = [selectAgentState(prev), selectAgentState(next)];
    const show = () => `STATE_DELTA ${JSON.stringify(event.delta)} on ${JSON.stringify(prevState)}`;
    check(isJson(nextState), () => `${show()} left a cyclic agent state`);
    const expected = reference(prevState, event.delta);
    if (!expected.ok) check(next.agentState === prev.agentState && next.stateDiverged !== undefined, () => `${show()} should fail and mark the state diverged`);
    else check(isDeepStrictEqual(nextState, expected.document) && next.stateDiverged === prev.stateDiverged, () => `${show()} gave ${JSON.stringify(nextState)}, expected ${JSON.stringify(expected.document)}`);
  }
  const before = event.type === 'ACTIVITY_DELTA' ? mapGet(prev.messages, event.messageId) : undefined;
  if (event.type === 'ACTIVITY_DELTA' && before) {
    const expected = reference(before.content ?? {}, event.patch);
    const after = mapGet(next.messages, event.messageId)?.content;
    check(isDeepStrictEqual(after, expected.ok ? expected.document : before.content), () => `ACTIVITY_DELTA ${JSON.stringify(event.patch)} on ${JSON.stringify(before.content)} gave ${JSON.stringify(after)}`);
  }
}

/** Inputs that change nothing must return the very same state, so no listener fires. */
function checkNoOps(state: SessionState): void {
  check(reduceSession(state, { type: 'local.connection', status: state.connection, at: 0 }) === state, 'repeating the connection status made a new state');
  check(reduceSession(state, { type: 'local.approval_decision', approvalId: 'never-requested', approved: true, at: 0 }) === state, 'deciding an unknown approval made a new state');
  const [first] = mapValues(state.messages);
  if (first) check(reduceSession(state, { type: 'local.user_message', clientId: first.id, text: 'again', at: 0 }) === state, 'a typed message with a known id made a new state');
}

/** Reduces every input, checking the invariants after each; the error names the step that broke one. */
function run(inputs: readonly SessionInput[], cap: number): SessionState {
  const frozen = new Set<unknown>();
  return inputs.reduce((prev, input, index) => {
    deepFreeze(prev, frozen);
    deepFreeze(input, frozen);
    try {
      const next = reduceSession(prev, input);
      checkShape(next);
      checkLog(prev, input, next);
      checkPatches(prev, input, next);
      checkNoOps(next);
      return next;
    } catch (error) {
      const what = input.type === 'frame' ? JSON.stringify(input.frame.ok ? input.frame.event : input.frame.raw) : input.type;
      throw new Error(`step ${index} (${what}): ${(error as Error).message}`, { cause: error });
    }
  }, createSessionState('thread-1', cap));
}

describe('reduceSession on arbitrary input sequences', () => {
  it(`keeps every invariant after every step (${numRuns} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 5000), steps(60), (cap, generated) => {
        run(toSessionInputs(generated), cap);
      }),
      { numRuns },
    );
  }, Math.max(30_000, numRuns * 20));
});

describe('reducer bugs the property found (shrunk by fast-check), now fixed', () => {
  const user = { type: 'local.user_message', clientId: 'c1', text: 'hoi', at: 1 };
  const call = (id: string) => ({ id, type: 'function', function: { name: 'search', arguments: '{}' } });

  it('a MESSAGES_SNAPSHOT echoing a queued message lists it once', () => {
    const state = feed([user, { type: 'MESSAGES_SNAPSHOT', messages: [{ id: 'c1', role: 'user', content: 'hoi' }] }]);
    expect(timelineIds(state)).toEqual(['message:c1']);
  });

  it('a MESSAGES_SNAPSHOT repeating a message id lists it once', () => {
    const state = feed([{ type: 'MESSAGES_SNAPSHOT', messages: [{ id: 'm3', role: 'activity', activityType: 'plan', content: {} }, { id: 'm3', role: 'reasoning', content: '' }] }]);
    expect(timelineIds(state)).toEqual(['message:m3']);
  });

  it('a MESSAGES_SNAPSHOT naming a tool call in two messages lists it once', () => {
    const state = feed([{ type: 'MESSAGES_SNAPSHOT', messages: [{ id: 'm1', role: 'assistant', toolCalls: [call('t1')] }, { id: 'm2', role: 'assistant', toolCalls: [call('t1')] }] }]);
    expect(timelineIds(state).filter((id) => id === 'toolCall:t1')).toHaveLength(1);
  });

  it('REST history naming a tool call twice lists it once', () => {
    const entry = { role: 'tool_call', tool_call_id: 't1', tool_name: 'search', content: '{}' };
    expect(timelineIds(feed([{ type: 'local.history', entries: [entry, entry], at: 1 }]))).toEqual(['toolCall:t1']);
  });

  it('REST history giving a result before its call lists the call once', () => {
    const entries = [{ role: 'tool', tool_call_id: 't1', content: 'ok' }, { role: 'tool_call', tool_call_id: 't1', tool_name: 'search', content: '{}' }];
    expect(timelineIds(feed([{ type: 'local.history', entries, at: 1 }]))).toEqual(['toolCall:t1']);
  });

  it('re-queuing an id the session does not hold queues nothing', () => {
    const state = feed([{ type: 'local.requeued', clientId: 'c1', at: 1 }, user]);
    expect(state.queuedIds).toEqual(['c1']);
  });

  it('a STATE_DELTA copy neither writes into the previous state nor gets lost', () => {
    const before = feed([{ type: 'STATE_SNAPSHOT', snapshot: { a: { x: 1 } } }]);
    const after = feed([{ type: 'STATE_DELTA', delta: [{ op: 'copy', from: '/a', path: '/b' }] }], before);
    expect(selectAgentState(before)).toEqual({ a: { x: 1 } });
    expect(selectAgentState(after)).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });

  it('an ACTIVITY_DELTA copy does not write into the previous content', () => {
    const before = feed([{ type: 'ACTIVITY_SNAPSHOT', messageId: 'p', activityType: 'plan', content: { a: 1 } }]);
    feed([{ type: 'ACTIVITY_DELTA', messageId: 'p', activityType: 'plan', patch: [{ op: 'copy', from: '/a', path: '/b' }] }], before);
    expect(mapGet(before.messages, 'p')?.content).toEqual({ a: 1 });
  });

  it('a STATE_DELTA moving the root into itself fails (RFC 6902 §4.4) instead of making the state cyclic', () => {
    const state = feed([{ type: 'STATE_DELTA', delta: [{ op: 'move', from: '', path: '/list' }] }]);
    expect(isJson(selectAgentState(state))).toBe(true);
    expect(state.stateDiverged).toBeDefined();
  });
});
