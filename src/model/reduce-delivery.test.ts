import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, timelineIds } from '../testing/feed';
import { logEntries } from './event-log';

const typed = (clientId: string, text = 'Vraag') => ({ type: 'local.user_message', clientId, text, at: 1 });

describe('messages held back and discarded', () => {
  it('a held message leaves the queue, shows why, and the event log says so', () => {
    const state = feed([
      typed('u1'),
      { type: 'local.sent', clientId: 'u1', payload: {}, at: 2, size: 2 },
      { type: 'local.held', clientId: 'u1', reason: 'unanswered', detail: 'no RUN_STARTED within 15 s', at: 17 },
    ]);
    expect(mapGet(state.messages, 'u1')?.delivery).toBe('unanswered');
    expect(state.queuedIds).toEqual([]);
    expect(logEntries(state.eventLog).at(-1)).toMatchObject({
      direction: 'client',
      type: 'CLIENT:unanswered',
      note: 'no RUN_STARTED within 15 s',
    });
  });

  it('a retried message is queued again', () => {
    const state = feed([
      typed('u1'),
      { type: 'local.held', clientId: 'u1', reason: 'refused', detail: 'twice', at: 2 },
      { type: 'local.requeued', clientId: 'u1', at: 3 },
    ]);
    expect(mapGet(state.messages, 'u1')?.delivery).toBe('queued');
    expect(state.queuedIds).toEqual(['u1']);
  });

  it('discarding takes an unsent message out of the transcript; a sent one stays', () => {
    const state = feed([
      typed('u1'),
      typed('u2'),
      { type: 'local.sent', clientId: 'u2', payload: {}, at: 2, size: 2 },
      { type: 'local.discarded', clientId: 'u1', at: 3 },
      { type: 'local.discarded', clientId: 'u2', at: 3 },
    ]);
    expect(timelineIds(state)).toEqual(['message:u2']);
    expect(state.queuedIds).toEqual([]);
  });

  it('a history load keeps what waits or is held back, after the restored messages', () => {
    const state = feed([
      { type: 'local.history_loading', at: 0 },
      typed('u1', 'Wacht'),
      typed('u2', 'Geweigerd'),
      { type: 'local.held', clientId: 'u2', reason: 'refused', detail: 'twice', at: 2 },
      {
        type: 'local.history',
        entries: [
          { role: 'user', content: '[SYSTEM CONTEXT: user_id=koen]\n\nOude vraag' },
          { role: 'assistant', content: 'Oud antwoord' },
        ],
        at: 3,
      },
    ]);
    expect(timelineIds(state)).toEqual(['message:thread-1-h0', 'message:thread-1-h1', 'message:u1', 'message:u2']);
    expect(mapGet(state.messages, 'u2')?.delivery).toBe('refused');
    expect(state.queuedIds).toEqual(['u1']);
  });
});

describe('REST history as AGORA stores it', () => {
  it('shows the inspector’s words without the server’s context prefix; the event log keeps the raw entries', () => {
    const entries = [
      { role: 'user', content: '[SYSTEM CONTEXT: user_id=3f1c…]\n\nStart inspectie bij Bella Rosa' },
      {
        role: 'tool_call',
        tool_call_id: 'h1',
        tool_name: 'transfer_to_company_and_inspection_history_specialist',
        content: null,
        agent_id: 'general-agent',
      },
      {
        role: 'tool',
        tool_call_id: 'h1',
        tool_name: 'transfer_to_company_and_inspection_history_specialist',
        content: 'Transferred to history-agent',
      },
      { role: 'user', content: 'Geen prefix [SYSTEM CONTEXT: midden] blijft' },
    ];
    const state = feed([{ type: 'local.history', entries, at: 1 }]);
    expect(mapGet(state.messages, 'thread-1-h0')?.text).toBe('Start inspectie bij Bella Rosa');
    expect(mapGet(state.messages, 'thread-1-h3')?.text).toBe('Geen prefix [SYSTEM CONTEXT: midden] blijft');
    expect(mapGet(state.toolCalls, 'h1')).toMatchObject({
      argsText: '',
      status: 'completed',
      result: 'Transferred to history-agent',
    });
    expect(logEntries(state.eventLog).at(-1)).toMatchObject({
      direction: 'client',
      type: 'CLIENT:history',
      payload: entries,
    });
  });
});
