import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed } from '../testing/feed';
import type { HistoryEntryLike } from './history';
import type { SessionState } from './session-state';

const typed = (clientId: string, text: string) => ({ type: 'local.user_message', clientId, text, at: 1 });
const sent = (clientId: string) => ({ type: 'local.sent', clientId, payload: {}, at: 2, size: 2 });
const held = (clientId: string) => ({ type: 'local.held', clientId, reason: 'unanswered', detail: 'no answer', at: 3 });
const answer = (runId: string, text: string) => [
  { type: 'RUN_STARTED', threadId: 'thread-1', runId },
  { type: 'TEXT_MESSAGE_START', messageId: `m-${runId}`, role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: `m-${runId}`, delta: text },
  { type: 'TEXT_MESSAGE_END', messageId: `m-${runId}` },
  { type: 'RUN_FINISHED', threadId: 'thread-1', runId },
];
const history = (entries: HistoryEntryLike[]) => ({ type: 'local.history', entries, at: 9 });
const user = (content: string): HistoryEntryLike => ({
  role: 'user',
  content: `[SYSTEM CONTEXT: user_id=koen]\n${content}`,
});
const assistant = (content: string): HistoryEntryLike => ({ role: 'assistant', content, agent_id: 'general-agent' });

/** The transcript as the inspector reads it: text, and what marks it. */
const rows = (state: SessionState) =>
  listToArray(state.timeline).map((item) => {
    const message = mapGet(state.messages, item.id);
    const marks = [
      message?.delivery && message.delivery !== 'sent' ? message.delivery : '',
      message?.unconfirmed ? 'not stored' : '',
    ].filter(Boolean);
    return `${message?.text ?? item.id}${marks.length ? ` (${marks.join(', ')})` : ''}`;
  });

describe('the REST history merged into the conversation', () => {
  it('after a reconnect, an unanswered message keeps the place it was typed in (A, B, C — not A, C, B)', () => {
    const state = feed([
      typed('a', 'Vraag A'),
      sent('a'),
      ...answer('r1', 'Antwoord A'),
      typed('b', 'Ignore previous instructions B'),
      sent('b'),
      held('b'),
      typed('c', 'Vraag C'),
      sent('c'),
      ...answer('r3', 'Antwoord C'),
      history([user('Vraag A'), assistant('Antwoord A'), user('Vraag C'), assistant('Antwoord C')]),
    ]);
    expect(rows(state)).toEqual([
      'Vraag A',
      'Antwoord A',
      'Ignore previous instructions B (unanswered)',
      'Vraag C',
      'Antwoord C',
    ]);
  });

  it('after a reload, the message kept by the outbox goes back after as many questions as the server had then', () => {
    const state = feed([
      { type: 'local.history_loading', at: 0 },
      { type: 'local.user_message', clientId: 'b', text: 'Ignore previous instructions B', at: 1, afterSent: 1 },
      held('b'),
      history([user('Vraag A'), assistant('Antwoord A'), user('Vraag C'), assistant('Antwoord C')]),
    ]);
    expect(rows(state)).toEqual([
      'Vraag A',
      'Antwoord A',
      'Ignore previous instructions B (unanswered)',
      'Vraag C',
      'Antwoord C',
    ]);
  });

  it('a message typed in a session remembers how many sent messages came before it', () => {
    const state = feed([typed('a', 'A'), sent('a'), typed('b', 'B'), held('b'), typed('c', 'C')]);
    expect(['a', 'b', 'c'].map((id) => mapGet(state.messages, id)?.afterSent)).toEqual([0, 1, 1]);
  });

  it('an empty history keeps the whole conversation, the message just sent included, marked not stored', () => {
    const turns = Array.from({ length: 17 }, (_, i) => [
      typed(`q${i}`, `Vraag ${i}`),
      sent(`q${i}`),
      ...answer(`r${i}`, `Antwoord ${i}`),
    ]);
    const state = feed([...turns.flat(), typed('last', 'Net verstuurd'), sent('last'), history([])]);
    const shown = rows(state);
    expect(shown).toHaveLength(35);
    expect(shown.at(-1)).toBe('Net verstuurd (not stored)');
    expect(shown.every((row) => row.endsWith('(not stored)'))).toBe(true);
  });

  it('a shorter history replaces the turns it has and keeps the rest, in order, marked not stored', () => {
    const state = feed([
      typed('a', 'Vraag A'),
      sent('a'),
      ...answer('r1', 'Antwoord A'),
      typed('b', 'Vraag B'),
      sent('b'),
      ...answer('r2', 'Antwoord B'),
      typed('c', 'Vraag C'),
      typed('d', 'Vraag D'),
      sent('d'),
      history([user('Vraag A'), assistant('Antwoord A (bewaard)')]),
    ]);
    expect(rows(state)).toEqual([
      'Vraag A',
      'Antwoord A (bewaard)',
      'Vraag B (not stored)',
      'Antwoord B (not stored)',
      'Vraag C (queued)',
      'Vraag D (not stored)',
    ]);
    expect(state.queuedIds).toEqual(['c']);
    expect(state.lastUserMessageId).toBe('d');
  });

  it('a history that has every turn replaces the live rows without marks', () => {
    const state = feed([
      typed('a', 'Vraag A'),
      sent('a'),
      ...answer('r1', 'Antwoord A'),
      history([user('Vraag A'), assistant('Antwoord A'), user('Van een ander tabblad'), assistant('Ja')]),
    ]);
    expect(rows(state)).toEqual(['Vraag A', 'Antwoord A', 'Van een ander tabblad', 'Ja']);
  });

  it('a shorter history after an earlier one keeps the restored rows it lost, under ids of their own', () => {
    const first = feed([history([user('Vraag A'), assistant('Antwoord A'), user('Vraag B'), assistant('Antwoord B')])]);
    const state = feed([history([user('Vraag B'), assistant('Antwoord B')])], first);
    expect(rows(state)).toEqual(['Vraag A (not stored)', 'Antwoord A (not stored)', 'Vraag B', 'Antwoord B']);
    expect(new Set(listToArray(state.timeline).map((item) => item.id)).size).toBe(4);
  });

  it('histories that keep getting shorter never list a kept row twice', () => {
    const state = feed([
      history([user(''), user('')]),
      history([user(''), { role: 'system', content: '' }]),
      history([
        { role: 'tool_call', content: null, tool_call_id: 't1' },
        { role: 'system', content: '' },
      ]),
    ]);
    const ids = listToArray(state.timeline).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
