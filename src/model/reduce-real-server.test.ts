import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes, messageText, timelineIds } from '../testing/feed';
import { logEntries } from './event-log';

/* What AGORA's server really sends (contract v2.5.1 README): the reducer's reading of it. */

const run = (runId: string) => ({ type: 'RUN_STARTED', threadId: 't', runId });
const finished = (runId: string, extra: object = {}) => ({ type: 'RUN_FINISHED', threadId: 't', runId, ...extra });
const text = (messageId: string, delta: string) => ({ type: 'TEXT_MESSAGE_CONTENT', messageId, delta });
const spoken = (name: string, value: object) => ({ type: 'CUSTOM', name: `agora:spoken_text_${name}`, value });

describe('a run that ends', () => {
  it('closes what it left open at RUN_FINISHED: message, step, spoken stream, tool call without result', () => {
    const state = feed([
      run('r1'),
      { type: 'STEP_STARTED', stepName: 'thinking' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      spoken('start', { messageId: 'm1' }),
      text('m1', 'Ik stel het rapport op'),
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'generate_final_report' },
      finished('r1'),
    ]);
    expect(state.run).toMatchObject({ status: 'finished', step: undefined });
    expect(mapGet(state.messages, 'm1')?.status).toBe('complete');
    expect(mapGet(state.spoken, 'm1')?.status).toBe('complete');
    expect(mapGet(state.toolCalls, 'c1')?.status).toBe('interrupted');
    expect([state.openMessageIds, state.openToolCallIds, state.openSpokenIds]).toEqual([[], [], []]);
  });

  it('keeps a tool call open that the outcome says the run still waits on', () => {
    const state = feed([
      run('r1'),
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'ask_user' },
      finished('r1', { outcome: { type: 'success', pendingToolCallIds: ['c1'] } }),
    ]);
    expect(mapGet(state.toolCalls, 'c1')?.status).toBe('streaming_args');
    expect(state.openToolCallIds).toEqual(['c1']);
  });

  it('takes an outcome that is a bare string (kept as reportedOutcome) and ends the run', () => {
    const success = feed([run('r1'), finished('r1', { outcome: 'success' })]);
    expect(success.run).toMatchObject({ status: 'finished', outcome: 'success' });
    expect(feed([run('r1'), finished('r1', { outcome: 'cancelled' })]).run).toMatchObject({
      status: 'interrupted',
      outcome: 'cancelled',
    });
    const odd = feed([run('r1'), finished('r1', { outcome: { type: 'interrupt' } })]);
    expect(odd.run).toMatchObject({ status: 'finished', outcome: 'interrupt' });
    expect(logEntries(odd.eventLog).at(-1)?.rejection).toBeUndefined();
  });

  it('ignores a RUN_FINISHED for another run than the current one, once that one is over', () => {
    const state = feed([run('r1'), finished('r1'), run('r2'), finished('r2'), finished('r1')]);
    expect(state.run).toMatchObject({ status: 'finished', runId: 'r2' });
    expect(logNotes(state).includes('run-not-current r1')).toBe(true);
  });
});

describe('a run the inspector stopped to send a new message', () => {
  const cut = [
    { type: 'local.user_message', clientId: 'u1', text: 'Vraag 1', at: 1 },
    run('r1'),
    { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
    spoken('start', { messageId: 'm1' }),
    text('m1', 'Het eerste antwoord, half'),
    spoken('content', { messageId: 'm1', delta: 'Half gezegd.' }),
    { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'search_regulations' },
    { type: 'local.interrupt', at: 5 },
  ];

  it('marks its answer as stopped by the inspector and logs why', () => {
    const state = feed(cut);
    expect(state.run).toMatchObject({ status: 'interrupted', outcome: 'stopped' });
    expect(mapGet(state.messages, 'm1')).toMatchObject({ status: 'incomplete', stoppedByInspector: true });
    expect(mapGet(state.spoken, 'm1')?.status).toBe('stopped');
    expect(mapGet(state.toolCalls, 'c1')?.status).toBe('interrupted');
    expect(logEntries(state.eventLog).at(-1)).toMatchObject({ direction: 'client', type: 'CLIENT:stopped' });
  });

  it('"finishes late": the old run’s end and RUN_FINISHED change nothing, then the new run starts clean', () => {
    const state = feed([
      ...cut,
      text('m1', ' en nog wat'),
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      finished('r1'),
      run('r2'),
      { type: 'TEXT_MESSAGE_START', messageId: 'm2' },
      text('m2', 'Nieuw'),
    ]);
    expect(mapGet(state.messages, 'm1')).toMatchObject({
      status: 'incomplete',
      stoppedByInspector: true,
      text: 'Het eerste antwoord, half en nog wat',
    });
    expect(logNotes(state)).toContain('after-stop r1');
    expect(state.run).toMatchObject({ status: 'running', runId: 'r2' });
    expect(messageText(state, 'm2')).toBe('Nieuw');
  });

  it('no RUN_FINISHED: spoken frames of the old run that arrive during the new one stay with their own message, unread', () => {
    const state = feed([
      ...cut,
      run('r2'),
      { type: 'TEXT_MESSAGE_START', messageId: 'm2' },
      spoken('start', { messageId: 'm2' }),
      spoken('content', { messageId: 'm1', delta: ' Te laat.' }),
      spoken('content', { messageId: 'm2', delta: 'Nieuw.' }),
      spoken('end', { messageId: 'm1' }),
    ]);
    expect(mapGet(state.spoken, 'm1')).toMatchObject({ status: 'stopped', text: 'Half gezegd. Te laat.' });
    expect(mapGet(state.spoken, 'm2')).toMatchObject({ status: 'streaming', text: 'Nieuw.' });
    expect(messageText(state, 'm2')).toBe('');
    expect(logNotes(state)).toContain('after-stop m1');
  });

  it('a new RUN_STARTED while a run still runs (cancelled without a word) settles the old run’s leftovers', () => {
    const state = feed([run('r1'), text('m1', 'half'), run('r2'), text('m1', ' rest')]);
    expect(mapGet(state.messages, 'm1')).toMatchObject({ status: 'incomplete', text: 'half rest' });
    expect(logNotes(state)).toContain('run-overlap r1');
  });
});

describe('tool calls as AGORA sends them', () => {
  it('keeps toolDisplayName and toolSpokenName apart; toolDescription is the older spoken name', () => {
    const state = feed([
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'a',
        toolCallName: 'search_regulations',
        toolDisplayName: 'Zoeken in regelgeving',
      },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'b',
        toolCallName: 'x',
        toolDescription: 'Ik zoek',
        toolDisplayName: null,
      },
    ]);
    const [a, b] = [mapGet(state.toolCalls, 'a'), mapGet(state.toolCalls, 'b')];
    expect([a?.displayName, a?.spokenName]).toEqual(['Zoeken in regelgeving', undefined]);
    expect([b?.displayName, b?.spokenName]).toEqual([undefined, 'Ik zoek']);
  });

  it('joins a parent message that starts after the tools; shows calls inside a parent already streaming', () => {
    const state = feed([
      run('r1'),
      { type: 'TOOL_CALL_START', toolCallId: 'early', toolCallName: 'get_company_info', parentMessageId: 'm1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      { type: 'TOOL_CALL_START', toolCallId: 'late', toolCallName: 'search_regulations', parentMessageId: 'm1' },
    ]);
    expect(mapGet(state.messages, 'm1')?.toolCallIds).toEqual(['early', 'late']);
    expect(mapGet(state.toolCalls, 'early')?.inline).toBeUndefined();
    expect(mapGet(state.toolCalls, 'late')?.inline).toBe(true);
    expect(timelineIds(state)).toEqual(['toolCall:early', 'message:m1', 'toolCall:late']);
    expect(state.awaitingParent.size).toBe(0);
  });

  it('a handoff is a tool call with no arguments whose result names the new agent', () => {
    const state = feed([
      run('r1'),
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'h',
        toolCallName: 'transfer_to_regulation_analysis_expert',
        parentMessageId: 'm1',
      },
      { type: 'TOOL_CALL_END', toolCallId: 'h' },
      {
        type: 'TOOL_CALL_RESULT',
        messageId: 'tool-result-h',
        toolCallId: 'h',
        content: 'Transferred to regulation-agent',
      },
    ]);
    expect(mapGet(state.toolCalls, 'h')).toMatchObject({
      status: 'completed',
      argsText: '',
      result: 'Transferred to regulation-agent',
    });
  });
});
