import { describe, expect, it } from 'vitest';
import { isStopWord, loopOff, stepLoop, type LoopEvent, type LoopState } from './hands-free-loop';

/** Plays events from `state`, collecting every effect. */
function play(state: LoopState, ...events: LoopEvent[]) {
  const effects: unknown[] = [];
  for (const event of events) {
    const step = stepLoop(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const listening = play(loopOff, { type: 'start' }, { type: 'quiet' }).state;

describe('hands-free loop', () => {
  it('starts by waiting for quiet, then listens, sends what it heard and listens again once the run ended and all was read', () => {
    expect(play(loopOff, { type: 'start' })).toEqual({
      state: { phase: 'answering', awaitingRun: false },
      effects: [],
    });
    expect(play(loopOff, { type: 'start' }, { type: 'quiet' }).effects).toEqual([{ type: 'listen' }]);

    const sent = play(listening, { type: 'heard', text: ' Start inspectie ' });
    expect(sent).toEqual({
      state: { phase: 'answering', awaitingRun: true },
      effects: [{ type: 'send', text: 'Start inspectie' }],
    });
    // Nothing runs yet and nothing is read: the question has not been answered, so no listening.
    expect(play(sent.state, { type: 'quiet' }).effects).toEqual([]);
    const again = play(sent.state, { type: 'runEnded' }, { type: 'quiet' });
    expect(again).toEqual({ state: { phase: 'listening', awaitingRun: false }, effects: [{ type: 'listen' }] });
  });

  it('ends on "stop", on silence and on a failure, saying why', () => {
    expect(play(listening, { type: 'heard', text: 'Stoppen!' })).toEqual({
      state: loopOff,
      effects: [{ type: 'stopListening' }, { type: 'ended', reason: 'stopped' }],
    });
    expect(play(listening, { type: 'failed', error: 'no-speech' }).effects).toContainEqual({
      type: 'ended',
      reason: 'no-speech',
    });
    expect(play(listening, { type: 'failed', error: 'not-allowed' }).state).toBe(loopOff);
    expect(play(listening, { type: 'heard', text: '  ' }).effects.at(-1)).toEqual({
      type: 'ended',
      reason: 'no-speech',
    });
    const answering = play(listening, { type: 'heard', text: 'Vraag' }).state;
    expect(play(answering, { type: 'stop' })).toEqual({
      state: loopOff,
      effects: [{ type: 'ended', reason: 'stopped' }],
    });
  });

  it('never decides an approval: a request stops the microphone, is read, and waits for the click', () => {
    const asked = play(listening, { type: 'approval', id: 'a1' });
    expect(asked).toEqual({
      state: { phase: 'approval', awaitingRun: false },
      effects: [{ type: 'stopListening' }, { type: 'readApproval', id: 'a1' }],
    });
    // Quiet, a stray transcript and a run end change nothing while it waits.
    const waiting = play(asked.state, { type: 'quiet' }, { type: 'heard', text: 'ja, goedkeuren' }, { type: 'quiet' });
    expect(waiting).toEqual({ state: asked.state, effects: [] });
    const clicked = play(asked.state, { type: 'approvalDone' }, { type: 'quiet' });
    expect(clicked.effects).toEqual([{ type: 'listen' }]);
  });

  it('after the click it waits for the run the question started to end', () => {
    const answering = play(listening, { type: 'heard', text: 'Genereer het rapport' }).state;
    const asked = play(answering, { type: 'approval', id: 'a1' });
    expect(asked.effects).toEqual([{ type: 'readApproval', id: 'a1' }]);
    const clicked = play(asked.state, { type: 'approvalDone' }, { type: 'quiet' });
    expect(clicked.effects).toEqual([]);
    expect(play(clicked.state, { type: 'runEnded' }, { type: 'quiet' }).effects).toEqual([{ type: 'listen' }]);
  });

  it('ignores everything but start while off, and a second start while on', () => {
    for (const event of [{ type: 'quiet' }, { type: 'stop' }, { type: 'approval', id: 'x' }] as LoopEvent[])
      expect(stepLoop(loopOff, event)).toEqual({ state: loopOff, effects: [] });
    expect(stepLoop(listening, { type: 'start' }).state).toBe(listening);
  });

  it('knows "stop" only as the whole utterance', () => {
    for (const text of ['stop', 'Stop.', ' STOPPEN ', 'stop!']) expect(isStopWord(text), text).toBe(true);
    for (const text of ['stop de inspectie', 'niet stoppen', 'stoplicht', ''])
      expect(isStopWord(text), text).toBe(false);
  });
});
