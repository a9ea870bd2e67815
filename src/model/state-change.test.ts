import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, timelineIds } from '../testing/feed';
import { diffAgentState } from './state-change';

const start = (runId = 'r1') => ({ type: 'RUN_STARTED', threadId: 't', runId });
const finish = (runId = 'r1') => ({ type: 'RUN_FINISHED', threadId: 't', runId });
const snapshot = (state: object) => ({
  type: 'STATE_SNAPSHOT',
  snapshot: { threadId: 't', status: 'processing', ...state },
});
const steps = (...statuses: string[]) =>
  statuses.map((status, i) => ({ description: ['Koelcel meten', 'Opslag bekijken'][i], status }));

describe('a run that only changes the shared state', () => {
  it('gets a card in the conversation with what changed: steps by name with their status', () => {
    const state = feed([
      start(),
      snapshot({ checklist: { title: 'Hygiëne', steps: steps('pending', 'pending') } }),
      finish(),
      start('r2'),
      snapshot({ currentAgent: 'general-agent', checklist: { title: 'Hygiëne', steps: steps('pending', 'pending') } }),
      { type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/checklist/steps/0/status', value: 'completed' }] },
      { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/checklist/note', value: '<b>9 °C</b>' }] },
      {
        type: 'STATE_SNAPSHOT',
        snapshot: {
          status: 'completed',
          checklist: { title: 'Hygiëne', steps: steps('completed', 'pending'), note: '<b>9 °C</b>' },
        },
      },
      finish('r2'),
    ]);
    expect(timelineIds(state)).toEqual(['stateChange:state-change-r1', 'stateChange:state-change-r2']);
    expect(mapGet(state.stateCards, 'state-change-r2')).toMatchObject({
      runId: 'r2',
      more: 0,
      entries: [
        { path: ['checklist', 'steps', 'Koelcel meten', 'status'], change: 'changed', value: 'completed' },
        { path: ['checklist', 'note'], change: 'added', value: '<b>9 °C</b>' },
      ],
    });
  });

  it('gets no card when it answered in text, changed only the run’s bookkeeping, or did not finish', () => {
    const answered = feed([
      start(),
      snapshot({ recipe: { title: 'Soep' } }),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Klaar.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      finish(),
    ]);
    expect(timelineIds(answered)).toEqual(['message:m1']);
    const bookkeeping = feed([start(), snapshot({ currentAgent: 'history-agent', runId: 'r1' }), finish()]);
    expect(timelineIds(bookkeeping)).toEqual([]);
    const failed = feed([start(), snapshot({ recipe: { title: 'Soep' } }), { type: 'RUN_ERROR', message: 'x' }]);
    expect(timelineIds(failed).some((id) => id.startsWith('stateChange'))).toBe(false);
  });
});

describe('diffAgentState', () => {
  it('lists a new recipe’s fields, lists as text, and what was removed', () => {
    const { entries } = diffAgentState(
      { recipe: { title: 'Soep', servings: 2 }, old: true },
      {
        recipe: { title: 'Soep', servings: 4, ingredients: ['ui', 'wortel'], steps: [{ name: 'Snijden', done: true }] },
      },
    );
    expect(entries).toEqual([
      { path: ['recipe', 'servings'], change: 'changed', value: '4' },
      { path: ['recipe', 'ingredients'], change: 'added', value: 'ui, wortel' },
      { path: ['recipe', 'steps', 'Snijden', 'done'], change: 'added', value: 'true' },
      { path: ['old'], change: 'removed', value: 'true' },
    ]);
  });

  it('keeps the card small: at most twelve lines, the rest counted; long values cut', () => {
    const after = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`k${i}`, 'x'.repeat(200)]));
    const { entries, more } = diffAgentState({}, after);
    expect(entries).toHaveLength(12);
    expect(more).toBe(3);
    expect(entries[0]?.value).toHaveLength(120);
  });
});

describe('a run that said nothing but whose tool answered with an object', () => {
  const tool = (id: string, result: string) => [
    { type: 'TOOL_CALL_START', toolCallId: id, toolCallName: 'get_weather' },
    { type: 'TOOL_CALL_ARGS', toolCallId: id, delta: '{"location":"Utrecht"}' },
    { type: 'TOOL_CALL_END', toolCallId: id },
    { type: 'TOOL_CALL_RESULT', messageId: `r-${id}`, toolCallId: id, content: result },
  ];
  const weather = JSON.stringify({ temperature: 18, conditions: 'Bewolkt' });

  it('shows that result as a card (generative UI), marked at the run’s end', () => {
    const running = feed([start(), ...tool('c1', weather), ...tool('c2', 'Klaar')]);
    expect(mapGet(running.toolCalls, 'c1')?.resultCard).toBeUndefined();
    const state = feed([start(), ...tool('c1', weather), ...tool('c2', 'Klaar'), finish()]);
    expect(mapGet(state.toolCalls, 'c1')?.resultCard).toBe(true);
    expect(mapGet(state.toolCalls, 'c2')?.resultCard).toBeUndefined();
  });

  it('leaves it in its chip where the run answered in text', () => {
    const state = feed([
      start(),
      ...tool('c1', weather),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Het is 18 graden.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      finish(),
    ]);
    expect(mapGet(state.toolCalls, 'c1')?.resultCard).toBeUndefined();
  });
});
