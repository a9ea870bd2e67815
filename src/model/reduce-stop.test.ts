import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed, logNotes, messageText, timelineIds } from '../testing/feed';
import { isFlagged, logEntries } from './event-log';
import { answerNoteType } from './note-answer';

const started = { type: 'RUN_STARTED', threadId: 't', runId: 'r1' };
const streaming = [
  { type: 'local.user_message', clientId: 'u1', text: 'Vertel', at: 1 },
  started,
  { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Het begin' },
];

describe('Stop', () => {
  it('settles the streaming answer as stopped, marks it, and ends the run for the client', () => {
    const state = feed([...streaming, { type: 'local.stop', at: 5 }]);
    expect(mapGet(state.messages, 'm1')).toMatchObject({
      status: 'incomplete',
      stoppedByInspector: true,
      stoppedShowing: true,
    });
    expect(state.run).toMatchObject({ status: 'interrupted', outcome: 'stopped', hidden: true, finishedAt: 5 });
    const fact = logEntries(state.eventLog).at(-1)!;
    expect(fact).toMatchObject({ direction: 'client', type: 'CLIENT:stopped', payload: { runId: 'r1' } });
    expect(fact.note).toMatch(/Stop on run r1.*may still finish/);
  });

  it('logs what the stopped run still sends without showing it, and never as a server error', () => {
    const late = [
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: ' en het einde' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm2', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm2', delta: 'Nog meer' },
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'zoek' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r1' },
    ];
    const stopped = feed([...streaming, { type: 'local.stop', at: 5 }]);
    const state = feed(late, stopped);
    expect(messageText(state, 'm1')).toBe('Het begin');
    expect(timelineIds(state)).toEqual(timelineIds(stopped));
    expect(state.toolCalls).toBe(stopped.toolCalls);
    const entries = logEntries(state.eventLog).slice(-late.length);
    expect(entries.map((entry) => entry.type)).toEqual(late.map((event) => event.type));
    expect(entries.some(isFlagged)).toBe(false);
    expect(logNotes(state).filter((note) => note.startsWith('after-stop'))).toHaveLength(late.length);
  });

  it('shows the next run again', () => {
    const state = feed([
      ...streaming,
      { type: 'local.stop', at: 5 },
      { type: 'RUN_STARTED', threadId: 't', runId: 'r2' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm3', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm3', delta: 'Nieuw antwoord' },
    ]);
    expect(state.run).toMatchObject({ status: 'running', runId: 'r2' });
    expect(state.run.hidden).toBeUndefined();
    expect(messageText(state, 'm3')).toBe('Nieuw antwoord');
  });

  it('marks the run’s last answer when nothing streams at the moment (a tool runs)', () => {
    const state = feed([
      ...streaming,
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'zoek', parentMessageId: 'm1' },
      { type: 'local.stop', at: 5 },
    ]);
    expect(mapGet(state.messages, 'm1')).toMatchObject({ status: 'complete', stoppedShowing: true });
    expect(mapGet(state.toolCalls, 'c1')?.status).toBe('interrupted');
  });

  it('changes nothing when no run is running', () => {
    const idle = feed([...streaming, { type: 'RUN_FINISHED', threadId: 't', runId: 'r1' }]);
    expect(feed([{ type: 'local.stop', at: 5 }], idle)).toBe(idle);
  });

  it('"interrupt and send now" still lets late text join the cut answer (not hidden)', () => {
    const state = feed([
      ...streaming,
      { type: 'local.interrupt', at: 5 },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: ' rest' },
    ]);
    expect(state.run.hidden).toBeUndefined();
    expect(messageText(state, 'm1')).toBe('Het begin rest');
    expect(mapGet(state.messages, 'm1')?.stoppedShowing).toBeUndefined();
  });
});

describe('the "klopt niet" note', () => {
  const answered = feed([...streaming, { type: 'TEXT_MESSAGE_END', messageId: 'm1' }]);

  it('is kept on the answer exactly as typed and logged as an entry tied to the message and its run', () => {
    const text = '  De temperatuur is 9 °C, niet 7 — zie foto\n';
    const state = feed([{ type: 'local.answer_note', messageId: 'm1', text, at: 9 }], answered);
    expect(mapGet(state.messages, 'm1')?.inspectorNote).toBe(text);
    const entry = logEntries(state.eventLog).at(-1)!;
    expect(entry).toMatchObject({
      at: 9,
      direction: 'client',
      type: answerNoteType,
      payload: { messageId: 'm1', runId: 'r1', note: text },
    });
    expect(Object.keys(entry.payload as object).sort()).toEqual(['messageId', 'note', 'runId']);
    expect(entry.note).not.toContain('temperatuur');
    expect(isFlagged(entry)).toBe(false);
  });

  it('ignores a blank note and a note on what is not an answer', () => {
    expect(feed([{ type: 'local.answer_note', messageId: 'm1', text: '  ', at: 9 }], answered)).toBe(answered);
    expect(feed([{ type: 'local.answer_note', messageId: 'u1', text: 'x', at: 9 }], answered)).toBe(answered);
    expect(feed([{ type: 'local.answer_note', messageId: 'nope', text: 'x', at: 9 }], answered)).toBe(answered);
  });
});
