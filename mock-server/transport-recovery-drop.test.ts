import { afterEach, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { openSession, runInputs, startServer, stopServer, tearDown, userMessage } from './recovery-harness';
import { waitFor } from './wait-for';

afterEach(tearDown);

describe('transport recovery against the mock server', () => {
  // The write goes to a socket the client still thinks open: nothing confirms it, so it is
  // written again after reconnecting — and arrives once.
  it('delivers a message written just as the server drops the connection', async () => {
    const first = await startServer(0, 0);
    const { session, statuses, state } = openSession(first.wsUrl);
    await waitFor(() => state().connection === 'open', 'first connection');
    const closing = stopServer(first);
    session.actions.sendMessage(demoPrompts.generic);
    await closing;
    expect(userMessage(session, demoPrompts.generic)).toMatchObject({ delivery: 'queued' });

    const second = await startServer(first.port, 0);
    await waitFor(
      () => statuses.lastIndexOf('open') > statuses.indexOf('reconnecting') && statuses.includes('reconnecting'),
      'reconnected',
    );
    await waitFor(() => runInputs(first).length + runInputs(second).length === 1, 'the message at either server');
    await waitFor(() => state().run.status === 'finished', 'its answer');
    expect(runInputs(first).length + runInputs(second).length).toBe(1);
    expect(userMessage(session, demoPrompts.generic)).toMatchObject({ delivery: 'sent' });
    expect(session.outbox.items()).toEqual([]);
  });
});
