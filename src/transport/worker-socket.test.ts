import { describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fake-worker';
import { createSocketClient } from './socket-client';
import type { TransportMessage } from './transport-message';
import { WorkerSocket } from './worker-socket';

describe('WorkerSocket', () => {
  it('opens in the worker, hands each batch on as one in order, and ends the worker on close', () => {
    const worker = new FakeWorker();
    const socket = new WorkerSocket('ws://agora/ws', worker);
    const seen: unknown[] = [];
    socket.onopen = () => seen.push('open');
    socket.onbatch = (texts) => seen.push(texts);
    socket.onbinary = (size) => seen.push(size);
    socket.onclose = (event) => seen.push(event);
    expect(worker.commands).toEqual([{ kind: 'open', url: 'ws://agora/ws' }]);
    expect(() => socket.send('te vroeg')).toThrow();
    worker.report({ kind: 'open' });
    expect(socket.readyState).toBe(1);
    socket.send('{"threadId":"t"}');
    worker.report({ kind: 'frames', texts: ['a', 'b', 'c'] });
    worker.report({ kind: 'binary', size: 3 });
    socket.close(1000, 'klaar');
    socket.close(1000, 'nog eens');
    worker.report({ kind: 'close', code: 1000, reason: 'klaar' });
    expect(seen).toEqual(['open', ['a', 'b', 'c'], 3, { code: 1000, reason: 'klaar' }]);
    expect(worker.commands.slice(1)).toEqual([
      { kind: 'send', text: '{"threadId":"t"}' },
      { kind: 'close', code: 1000, reason: 'klaar' },
    ]);
    expect(worker.terminated).toBe(true);
    expect(socket.readyState).toBe(3);
  });

  it('hands nothing on once it is closed', () => {
    const worker = new FakeWorker();
    const socket = new WorkerSocket('ws://agora/ws', worker);
    const seen: unknown[] = [];
    socket.onbatch = (texts) => seen.push(texts);
    worker.report({ kind: 'open' });
    worker.report({ kind: 'close', code: 1006, reason: '' });
    worker.report({ kind: 'frames', texts: ['a', 'b'] });
    expect(seen).toEqual([]);
  });

  it('serves the socket client, reconnects included', () => {
    vi.useFakeTimers();
    try {
      const workers: FakeWorker[] = [];
      const client = createSocketClient({
        url: 'ws://agora/ws',
        random: () => 0,
        createSocket: (url) => {
          const worker = new FakeWorker();
          workers.push(worker);
          return new WorkerSocket(url, worker);
        },
      });
      const messages: TransportMessage[] = [];
      client.subscribe((message) => messages.push(message));
      client.connect();
      workers[0]!.report({ kind: 'open' });
      workers[0]!.report({ kind: 'frames', texts: ['{"type":"RUN_STARTED"}', '{"type":"STEP_STARTED"}'] });
      workers[0]!.report({ kind: 'close', code: 1006, reason: '' });
      vi.runOnlyPendingTimers();
      workers[1]!.report({ kind: 'open' });
      expect(client.sendText('hallo')).toBe(true);
      expect(workers[1]!.commands.at(-1)).toEqual({ kind: 'send', text: 'hallo' });
      // The worker's batch reaches the session as one batch.
      expect(messages.filter((message) => message.kind === 'frames')).toEqual([
        { kind: 'frames', frames: ['{"type":"RUN_STARTED"}', '{"type":"STEP_STARTED"}'], at: expect.any(Number) },
      ]);
      expect(
        messages
          .filter((message) => message.kind === 'status')
          .map((message) => message.kind === 'status' && message.status),
      ).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'open']);
    } finally {
      vi.useRealTimers();
    }
  });
});
