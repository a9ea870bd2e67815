import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed } from '../testing/feed';
import type { HistoryEntryLike } from './history';
import type { SessionState } from './session-state';

const cards = (state: SessionState, ...ids: string[]) =>
  ids.map((id) => mapGet(state.toolCalls, id)?.resultCard ?? false);

describe('a restored history turn that said nothing but whose tool answered with an object', () => {
  const weather = "{'location': 'Utrecht', 'temperature': 18, 'conditions': 'Half bewolkt'}";
  const turn = (question: string, id: string, answer?: string): HistoryEntryLike[] => [
    { role: 'user', content: question },
    { role: 'tool_call', tool_call_id: id, tool_name: 'get_weather', content: '{"location":"Utrecht"}' },
    { role: 'tool', tool_call_id: id, tool_name: 'get_weather', content: weather },
    ...(answer === undefined ? [] : [{ role: 'assistant', content: answer }]),
  ];
  const restore = (entries: HistoryEntryLike[]) => feed([{ type: 'local.history', entries, at: 1 }]);

  it('shows it as a card, as its live run did; a turn that answered in text keeps it in its chip', () => {
    const state = restore([...turn('Hoe is het weer?', 'c1'), ...turn('En morgen?', 'c2', 'Het blijft 18 graden.')]);
    expect(cards(state, 'c1', 'c2')).toEqual([true, false]);
  });

  it('marks no text result, and no turn too long to be a silent answer (its work stays bounded)', () => {
    const text = turn('Hoe is het weer?', 'c1').slice(0, 2);
    expect(cards(restore([...text, { role: 'tool', tool_call_id: 'c1', content: 'Droog' }]), 'c1')).toEqual([false]);
    const filler = Array.from({ length: 100 }, (_, i) => ({
      role: 'tool_call',
      tool_call_id: `f${i}`,
      tool_name: 'x',
    }));
    expect(cards(restore([...turn('Hoe is het weer?', 'c1'), ...filler]), 'c1')).toEqual([false]);
  });
});

describe('MESSAGES_SNAPSHOT with turns that said nothing but whose tool answered with an object', () => {
  const weather = JSON.stringify({ location: 'Utrecht', temperature: 18 });
  const call = (id: string) => ({ id, type: 'function', function: { name: 'get_weather', arguments: '{}' } });
  const turn = (n: number, answer?: string) => [
    { id: `u${n}`, role: 'user', content: 'Hoe is het weer?' },
    { id: `a${n}`, role: 'assistant', content: '', toolCalls: [call(`c${n}`)] },
    { id: `t${n}`, role: 'tool', toolCallId: `c${n}`, content: weather },
    ...(answer === undefined ? [] : [{ id: `b${n}`, role: 'assistant', content: answer }]),
  ];
  const snapshot = (...messages: object[]) => ({ type: 'MESSAGES_SNAPSHOT', messages });

  it('shows those results as cards, per turn; a turn with words keeps its chip', () => {
    const state = feed([snapshot(...turn(1), ...turn(2, 'Het is 18 graden.'))]);
    expect(cards(state, 'c1', 'c2')).toEqual([true, false]);
  });

  it('leaves the running run’s own turn to that run’s end, and rows before any question alone', () => {
    const start = { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' };
    const running = feed([start, snapshot(...turn(0).slice(1), ...turn(1), ...turn(2))]);
    expect(cards(running, 'c0', 'c1', 'c2')).toEqual([false, true, false]);
    const ended = feed([{ type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r1' }], running);
    expect(cards(ended, 'c2')).toEqual([true]);
  });

  it('marks the turn it adds to those shown; the one shown, with words, keeps its chip', () => {
    const first = feed([snapshot(...turn(1, 'Het is 18 graden.'))]);
    const again = feed([snapshot(...turn(1, 'Het is 18 graden.'), ...turn(2))], first);
    expect(cards(again, 'c1', 'c2')).toEqual([false, true]);
  });
});
