import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { logEntries } from '../model/event-log';
import type { SessionInput } from '../model/session-input';
import { sessionOverFakeSockets } from '../testing/fake-session';
import { createFrameBatcher, nextFrame } from './frame-batcher';

const input = (n: number): SessionInput => ({ type: 'local.history_loading', at: n });

describe('frame batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands everything that arrived before the next frame over at once, in order', () => {
    const batches: number[][] = [];
    const batcher = createFrameBatcher((inputs) => batches.push(inputs.map((i) => i.at)));
    for (let n = 1; n <= 5; n += 1) batcher.push(input(n));
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    batcher.push(input(6));
    vi.advanceTimersByTime(50);
    expect(batches).toEqual([[1, 2, 3, 4, 5], [6]]);
  });

  it('flushes on demand and does not run again for the same batch', () => {
    const applied = vi.fn();
    const batcher = createFrameBatcher(applied);
    batcher.push(input(1));
    batcher.release();
    vi.advanceTimersByTime(100);
    expect(applied).toHaveBeenCalledOnce();
    batcher.push(input(2));
    batcher.discard();
    vi.advanceTimersByTime(100);
    expect(applied).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where there are no animation frames (a hidden tab)', () => {
    const run = vi.fn();
    nextFrame(run, 40);
    vi.advanceTimersByTime(39);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    nextFrame(cancelled)();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a session notifies once for a burst of deltas, logs every frame, and never lets a local input overtake them', () => {
    const { session, sockets } = sessionOverFakeSockets({ threadId: 't', batchFrames: true });
    session.start();
    sockets[0]!.open();
    const notified = vi.fn();
    session.store.subscribe(notified);
    sockets[0]!.receive({ type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' });
    for (let n = 0; n < 100; n += 1) sockets[0]!.receive({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'x' });
    expect(notified).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(notified).toHaveBeenCalledOnce();
    expect(mapGet(session.store.getState().messages, 'm')?.text).toBe('x'.repeat(100));

    sockets[0]!.receive({ type: 'TEXT_MESSAGE_END', messageId: 'm' });
    session.actions.sendMessage('Volgende vraag');
    const types = logEntries(session.store.getState().eventLog).map((entry) => entry.type);
    expect(types.slice(-2)).toEqual(['TEXT_MESSAGE_END', 'RunAgentInput']);
    expect(types).toHaveLength(103);
  });

  it('reports a run that started and ended within one batch as ended, once', () => {
    const onRunEnded = vi.fn();
    const { session, sockets } = sessionOverFakeSockets({ threadId: 't', batchFrames: true, onRunEnded });
    session.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' });
    sockets[0]!.receive({ type: 'RUN_FINISHED', threadId: 't', runId: 'r1' });
    vi.advanceTimersByTime(50);
    sockets[0]!.receive({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'late', delta: 'x' });
    vi.advanceTimersByTime(50);
    expect(onRunEnded).toHaveBeenCalledOnce();
  });
});
