import { afterEach, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { mapGet, mapValues } from '../src/lib/persistent/persistent-map';
import {
  approvalAnswers,
  expectRefused,
  messages,
  openSession,
  runFinished,
  runInputs,
  startServer,
  stopServer,
  tearDown,
  userMessage,
} from './recovery-harness';
import { waitFor } from './wait-for';

afterEach(tearDown);

describe('transport recovery against the mock server', () => {
  it('interrupts the run when the server dies, queues while down and delivers once after it returns', async () => {
    const first = await startServer(0, 0.2);
    const { session, statuses, state } = openSession(first.wsUrl);
    await waitFor(() => state().connection === 'open', 'first connection');
    session.actions.sendMessage(demoPrompts.start);
    const partial = await waitFor(
      () => messages(session).find((m) => m.role === 'assistant' && m.text !== ''),
      'first assistant text',
    );

    await stopServer(first);
    await expectRefused(first.port);
    const cut = await waitFor(() => state().run.status === 'interrupted' && state(), 'run interrupted');
    expect(statuses.slice(statuses.indexOf('open') + 1)).toContain('reconnecting');
    expect(['reconnecting', 'offline']).toContain(cut.connection);
    expect(mapGet(cut.messages, partial.id)).toMatchObject({ status: 'incomplete' });
    expect(cut.openMessageIds).toEqual([]);
    const calls = [...mapValues(cut.toolCalls)];
    expect(
      calls.map((call) => call.status).filter((status) => status !== 'completed' && status !== 'interrupted'),
    ).toEqual([]);

    const text = demoPrompts.generic;
    session.actions.sendMessage(text);
    const queued = userMessage(session, text);
    expect(queued).toMatchObject({ delivery: 'queued' });
    expect(state().queuedIds).toEqual([queued?.id]);

    const second = await startServer(first.port, 0.1);
    const [input] = await waitFor(
      () => runInputs(second).length > 0 && runInputs(second),
      'the queued message at the new server',
    );
    const done = await runFinished(state, input);
    expect(runInputs(second)).toHaveLength(1);
    expect(input?.messages).toHaveLength(1);
    expect(input?.messages?.[0]).toMatchObject({ id: queued?.id, content: text });
    expect(mapGet(done.messages, queued?.id ?? '')).toMatchObject({ delivery: 'sent' });
    expect(done.queuedIds).toEqual([]);
    expect(done.connection).toBe('open');
    const answer = messages(session).find((m) => m.role === 'assistant' && m.runId === input?.runId);
    expect(answer).toMatchObject({ status: 'complete' });
    expect(answer?.text.length).toBeGreaterThan(20);
  });

  it('marks a running tool call interrupted and delivers several queued messages in order, each once', async () => {
    const first = await startServer(0, 0.2);
    const { session, state } = openSession(first.wsUrl);
    session.actions.sendMessage(demoPrompts.start);
    const call = await waitFor(
      () => [...mapValues(state().toolCalls)].find((c) => c.status === 'awaiting_result'),
      'a tool call awaiting its result',
    );

    await stopServer(first);
    const cut = await waitFor(() => state().run.status === 'interrupted' && state(), 'run interrupted');
    expect(mapGet(cut.toolCalls, call.id)).toMatchObject({ status: 'interrupted' });
    expect(cut.openToolCallIds).toEqual([]);

    const texts = ['Wat kun je allemaal? (1)', 'Wat kun je allemaal? (2)', 'Wat kun je allemaal? (3)'];
    for (const text of texts) session.actions.sendMessage(text);
    const queued = texts.map((text) => userMessage(session, text));
    expect(queued.map((m) => m?.delivery)).toEqual(['queued', 'queued', 'queued']);

    const second = await startServer(first.port, 0.05);
    const inputs = await waitFor(() => runInputs(second).length >= 3 && runInputs(second), 'three queued messages');
    const done = await runFinished(state, inputs[2]);
    expect(runInputs(second)).toHaveLength(3);
    expect(inputs.map((input) => input.messages?.[0]?.content)).toEqual(texts);
    expect(inputs.map((input) => input.messages?.[0]?.id)).toEqual(queued.map((m) => m?.id));
    expect(queued.map((m) => mapGet(done.messages, m?.id ?? '')?.delivery)).toEqual(['sent', 'sent', 'sent']);
    for (const input of inputs) {
      expect(messages(session).find((m) => m.role === 'assistant' && m.runId === input.runId)).toMatchObject({
        status: 'complete',
      });
    }
  });

  it('sends an approval decided while offline exactly once after reconnecting, and goes on although nothing answers it', async () => {
    const first = await startServer(0, 0.1);
    const { session, state } = openSession(first.wsUrl);
    session.actions.sendMessage(demoPrompts.report);
    const pending = await waitFor(
      () => [...mapValues(state().approvals)].find((a) => a.status === 'pending'),
      'a pending approval',
    );

    await stopServer(first);
    await waitFor(() => state().run.status === 'interrupted', 'run interrupted');
    session.actions.decideApproval(pending.approvalId, true);
    session.actions.decideApproval(pending.approvalId, true);
    expect(mapGet(state().approvals, pending.approvalId)).toMatchObject({ status: 'approved', delivery: 'queued' });

    // The new server knows no such approval and, like AGORA, answers nothing.
    const second = await startServer(first.port, 0.05);
    await waitFor(() => approvalAnswers(second).length > 0, 'the approval answer at the new server');

    session.actions.sendMessage(demoPrompts.generic);
    const input = await waitFor(() => runInputs(second)[0], 'the follow-up message');
    const done = await runFinished(state, input);
    expect(mapGet(done.approvals, pending.approvalId)).toMatchObject({ status: 'approved', delivery: 'sent' });
    expect([...mapValues(done.notices)].filter((n) => n.kind === 'agora_error')).toEqual([]);
    expect(approvalAnswers(first)).toEqual([]);
    expect(approvalAnswers(second)).toHaveLength(1);
    expect(approvalAnswers(second)[0]).toMatchObject({
      type: 'CUSTOM',
      value: { approvalId: pending.approvalId, approved: true },
    });
  });
});
