import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { mapGet } from '../src/lib/persistent/persistent-map';
import { logEntries } from '../src/model/event-log';
import { onCleanup, openSession, tearDown } from './recovery-harness';
import { waitFor } from './wait-for';

afterEach(tearDown);

describe('transport recovery against the mock server', () => {
  it('logs bad frames with their reason and keeps reducing the valid ones', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    onCleanup(() => new Promise<void>((resolve) => wss.close(() => resolve())));
    await once(wss, 'listening');
    let connections = 0;
    wss.on('connection', (ws) => {
      connections += 1;
      ws.send('this is not json {');
      ws.send(JSON.stringify({ type: 'NOT_AN_EVENT', value: 1 }));
      ws.send(JSON.stringify({ type: 'RUN_STARTED', threadId: 'thread-raw', runId: 'run-raw' }));
      ws.send(JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-raw', delta: 'Hallo ' }));
      ws.send(JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-raw' }));
      ws.send(Buffer.from([0xff, 0x00, 0x13]), { binary: true });
      ws.send(JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-raw', delta: 'inspecteur' }));
    });
    const { port } = wss.address() as AddressInfo;
    const { statuses, state } = openSession(`ws://127.0.0.1:${port}/ws`, 'thread-raw');

    const message = await waitFor(
      () => mapGet(state().messages, 'msg-raw')?.text === 'Hallo inspecteur' && mapGet(state().messages, 'msg-raw'),
      'the valid text',
    );
    expect(message).toMatchObject({ role: 'assistant', status: 'streaming' });
    expect(state().run).toMatchObject({ status: 'running', runId: 'run-raw' });
    const rejected = logEntries(state().eventLog).filter((entry) => entry.type === 'REJECTED');
    expect(rejected.map((entry) => entry.rejection)).toEqual([
      expect.stringMatching(/^not JSON/),
      'unknown event type "NOT_AN_EVENT"',
      expect.stringMatching(/^invalid TEXT_MESSAGE_CONTENT: delta/),
      'binary frame (3 bytes): AG-UI frames are JSON text',
    ]);
    expect(rejected[0]?.payload).toBe('this is not json {');
    expect(connections).toBe(1);
    expect(statuses).toEqual(['open']);
  });
});
