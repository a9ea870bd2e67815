import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fake-worker';
import { openEarlySocket } from './early-socket';
import { WorkerSocket } from './worker-socket';

afterEach(() => vi.useRealTimers());

describe('openEarlySocket', () => {
  it('connects at once; the session takes it over with what happened meanwhile, in order', async () => {
    const worker = new FakeWorker();
    const early = openEarlySocket('ws://agora/ws', () => worker);
    expect(worker.commands).toEqual([{ kind: 'open', url: 'ws://agora/ws' }]);
    worker.report({ kind: 'open' });
    worker.report({ kind: 'frames', texts: ['vroeg'] });

    expect(early.take('ws://elders/ws')).toBeUndefined();
    const taken = early.take('ws://agora/ws')!;
    expect(early.take('ws://agora/ws')).toBeUndefined();
    const socket = new WorkerSocket('ws://agora/ws', taken.worker, taken.reports);
    const seen: unknown[] = [];
    socket.onopen = () => seen.push('open');
    socket.onbatch = (texts) => seen.push(...texts);
    await Promise.resolve();
    worker.report({ kind: 'frames', texts: ['later'] });
    expect(seen).toEqual(['open', 'vroeg', 'later']);
    expect(worker.commands).toHaveLength(1);
    socket.send('{"threadId":"t"}');
    expect(worker.commands.at(-1)).toEqual({ kind: 'send', text: '{"threadId":"t"}' });
  });

  it('closes a connection nobody takes over', () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const early = openEarlySocket('ws://agora/ws', () => worker, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(worker.commands.at(-1)).toEqual({ kind: 'close', code: 1000, reason: 'not needed' });
    vi.advanceTimersByTime(1_000);
    expect(worker.terminated).toBe(true);
    expect(early.take('ws://agora/ws')).toBeUndefined();
  });

  it('hands over one that closed before it was taken: the session sees the close and reconnects', async () => {
    const worker = new FakeWorker();
    const early = openEarlySocket('ws://agora/ws', () => worker);
    worker.report({ kind: 'close', code: 1006, reason: '' });
    const taken = early.take('ws://agora/ws')!;
    const socket = new WorkerSocket('ws://agora/ws', taken.worker, taken.reports);
    const closed = vi.fn();
    socket.onclose = closed;
    await Promise.resolve();
    expect(closed).toHaveBeenCalledWith({ code: 1006, reason: '' });
    expect(socket.readyState).toBe(3);
  });

  it('connects only once no other tab has the conversation', async () => {
    const worker = new FakeWorker();
    let answer: (held: boolean) => void = () => undefined;
    openEarlySocket('ws://agora/ws', () => worker, 15_000, new Promise<boolean>((resolve) => (answer = resolve)));
    expect(worker.commands).toEqual([]);
    answer(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(worker.commands).toEqual([{ kind: 'open', url: 'ws://agora/ws' }]);
  });

  it('opens no socket in a tab whose conversation another tab has, nor when taken or released first', async () => {
    const created = vi.fn(() => new FakeWorker());
    const elsewhere = openEarlySocket('ws://agora/ws', created, 15_000, Promise.resolve(true));
    await Promise.resolve();
    await Promise.resolve();
    expect(elsewhere.take('ws://agora/ws')).toBeUndefined();
    const takenFirst = openEarlySocket('ws://agora/ws', created, 15_000, Promise.resolve(false));
    expect(takenFirst.take('ws://agora/ws')).toBeUndefined();
    openEarlySocket('ws://agora/ws', created, 15_000, Promise.resolve(false)).release();
    await Promise.resolve();
    await Promise.resolve();
    expect(created).not.toHaveBeenCalled();
  });

  it('closes at once when released: another tab took the conversation over', () => {
    const worker = new FakeWorker();
    const early = openEarlySocket('ws://agora/ws', () => worker);
    early.release();
    expect(worker.commands.at(-1)).toEqual({ kind: 'close', code: 1000, reason: 'not needed' });
    expect(early.take('ws://agora/ws')).toBeUndefined();
  });
});
