// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createSessionState, type SessionState } from '../../model/session-state';
import { usePrefs } from '../../prefs/prefs-store';
import { LiveConversation } from '../../session/live-conversation';
import { Sender } from '../../session/sender';
import type { Session } from '../../session/session';
import { createRecordingAdapter } from '../../speech/recording-adapter';
import { createRecordingRecognition } from '../../speech/recording-recognition';
import { createSpeechQueue } from '../../speech/speech-queue';
import { feed } from '../../testing/feed';
import type { VoiceControls } from '../../ui-state/app-controller';
import { useComposer } from '../../ui-state/composer-store';
import { useVoice } from '../../ui-state/voice-store';
import { createVoiceController, holdMs, joinDraft } from './voice-controller';

let controls: VoiceControls | undefined;

function setup({ script = [] as string[] } = {}) {
  const stt = createRecordingRecognition({ script, stepMs: 10 });
  const tts = createRecordingAdapter({ speakMs: 100 });
  const queue = createSpeechQueue(tts, { rate: 1, lang: 'nl-NL' });
  // What is heard goes the one send path, into the open thread's outbox, as typing would.
  const sender = new Sender();
  sender.open('t');
  const sent = () =>
    sender
      .outboxFor('t')
      .items()
      .map((item) => (item.kind === 'message' ? item.text : ''));
  controls = createVoiceController(stt, queue, { sender, conversation });
  const draft = () => useComposer.getState().draft;
  const said = () => tts.recorded.map((utterance) => utterance.text);
  return { stt, tts, queue, sent, draft, said, controls };
}

/** The open conversation hands-free follows: a session's store the test feeds events into. */
let conversation: LiveConversation;
let store: StoreApi<SessionState>;
let runs = 0;
const push = (...events: unknown[]) => store.setState(feed(events, store.getState()), true);
const runStarts = () => push({ type: 'RUN_STARTED', threadId: 't', runId: `r${++runs}` });
const runEnds = () => push({ type: 'RUN_FINISHED', threadId: 't', runId: `r${runs}` });
const approvalAsked = (approvalId: string, reasoning?: string) =>
  push({
    type: 'CUSTOM',
    name: 'agora:tool_approval_request',
    value: { approvalId, toolName: 'eindrapport', reasoning, riskLevel: 'high' },
  });
const approvalDecided = (approvalId: string) =>
  push({ type: 'local.approval_decision', approvalId, approved: true, at: 1 });

beforeEach(() => {
  vi.useFakeTimers({ now: 10_000 });
  usePrefs.setState((prefs) => ({
    language: 'nl',
    speech: { ...prefs.speech, enabled: true, sendSpokenAtOnce: false },
  }));
  useComposer.setState({ draft: '' });
  useVoice.setState({ listening: false, handsFree: 'off', notice: undefined });
  store = createStore<SessionState>()(() => createSessionState('t'));
  conversation = new LiveConversation();
  conversation.attach({ store } as Session);
});
afterEach(() => {
  controls?.setHandsFree(false);
  vi.useRealTimers();
});

describe('voice input', () => {
  it('writes what is heard after what was typed, live, and leaves the final transcript for a look', async () => {
    const { stt, sent, draft } = setup();
    useComposer.getState().setDraft('Graag:');
    controls!.press();
    controls!.release();
    expect(useVoice.getState().listening).toBe(true);
    stt.hear('Start inspectie', false);
    expect(draft()).toBe('Graag: Start inspectie');
    stt.hear('Start inspectie bij Bella Rosa');
    await vi.advanceTimersByTimeAsync(0);
    expect(useVoice.getState().listening).toBe(false);
    expect(draft()).toBe('Graag: Start inspectie bij Bella Rosa');
    expect(sent()).toEqual([]);
    expect(stt.recorded()[0]).toMatchObject({ call: 'listen', lang: 'nl-NL' });
  });

  it('sends at once when the inspector chose that, in the UI language', async () => {
    usePrefs.setState((prefs) => ({ language: 'en', speech: { ...prefs.speech, sendSpokenAtOnce: true } }));
    const { stt, sent, draft } = setup({ script: ['What can you do'] });
    controls!.press();
    await vi.advanceTimersByTimeAsync(20);
    expect(sent()).toEqual(['What can you do']);
    expect(draft()).toBe('');
    expect(stt.recorded()[0]).toMatchObject({ lang: 'en-US' });
  });

  it('tells why it failed and puts back what was typed', async () => {
    const { stt, draft } = setup();
    useComposer.getState().setDraft('Koelcel');
    controls!.press();
    stt.hear('negen', false);
    stt.fail('not-allowed');
    await vi.advanceTimersByTimeAsync(0);
    expect(useVoice.getState().notice).toBe('voice.error.not-allowed');
    expect(draft()).toBe('Koelcel');
    controls!.press();
    expect(useVoice.getState().notice).toBeUndefined();
  });

  it('push to talk: a held press stops on release; a tap keeps listening until pressed again', async () => {
    const { stt, draft } = setup();
    controls!.press();
    await vi.advanceTimersByTimeAsync(holdMs);
    stt.hear('Vastgehouden', false);
    controls!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(stt.listening()).toBe(false);
    expect(draft()).toBe('Vastgehouden');

    controls!.press();
    controls!.release();
    expect(stt.listening()).toBe(true);
    stt.hear('en getikt', false);
    controls!.press();
    controls!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(stt.listening()).toBe(false);
    expect(draft()).toBe('Vastgehouden en getikt');
  });

  it('pauses reading aloud while it listens, resumes after, and stops what was being read once the words were sent', async () => {
    const { stt, tts, queue } = setup();
    queue.enqueue({ key: 'a', text: 'Een lang antwoord.' });
    controls!.press();
    expect(queue.getState().status).toBe('paused');
    stt.fail('no-speech');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().status).toBe('speaking');

    usePrefs.getState().setSpeech({ sendSpokenAtOnce: true });
    controls!.press();
    stt.hear('Nieuwe vraag');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().status).toBe('idle');
    expect(tts.recorded[0]?.end).toBe('cancelled');
  });

  it('leaves a pause the inspector chose alone', async () => {
    const { stt, queue } = setup();
    queue.enqueue({ key: 'a', text: 'Een lang antwoord.' });
    queue.pause();
    controls!.press();
    stt.hear('Iets');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().status).toBe('paused');
  });

  it('joins typed and heard text with one space', () => {
    expect(joinDraft('', 'Hallo')).toBe('Hallo');
    expect(joinDraft('Hallo', '')).toBe('Hallo');
    expect(joinDraft('Vraag:', 'Hallo')).toBe('Vraag: Hallo');
    expect(joinDraft('Vraag:\n', 'Hallo')).toBe('Vraag:\nHallo');
  });
});

describe('hands-free', () => {
  /** A run answers: it starts, its answer is read aloud, it ends. */
  async function answer(queue: ReturnType<typeof setup>['queue'], text: string) {
    runStarts();
    queue.enqueue({ key: text, text });
    runEnds();
    await vi.advanceTimersByTimeAsync(100);
  }

  it('listens once all is quiet, sends what it heard, and listens again only after the answer was read', async () => {
    const { stt, tts, queue, sent } = setup();
    controls!.setHandsFree(true);
    expect(useVoice.getState().handsFree).toBe('answering');
    await vi.advanceTimersByTimeAsync(400);
    expect(useVoice.getState().handsFree).toBe('listening');
    stt.hear('Start inspectie');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual(['Start inspectie']);
    expect(useVoice.getState().handsFree).toBe('answering');
    await vi.advanceTimersByTimeAsync(1000);
    expect(stt.listening()).toBe(false);

    await answer(queue, 'Ik heb de inspectie gestart.');
    expect(stt.listening()).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(stt.listening()).toBe(true);
    const lastListen = stt.recorded().at(-1)!;
    expect(lastListen.at).toBeGreaterThanOrEqual(tts.recorded[0]!.at + 100);

    stt.hear('Stop.');
    await vi.advanceTimersByTimeAsync(0);
    expect(useVoice.getState()).toMatchObject({ handsFree: 'off', notice: 'voice.loop.stopped' });
    expect(sent()).toEqual(['Start inspectie']);
    expect(useComposer.getState().draft).toBe('');
  });

  it('reads an approval request aloud and waits for the click before it listens again', async () => {
    const { stt, queue, sent, said } = setup();
    controls!.setHandsFree(true);
    await vi.advanceTimersByTimeAsync(400);
    stt.hear('Genereer het rapport');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual(['Genereer het rapport']);
    runStarts();
    approvalAsked('a1', 'Het wordt  officieel.');
    expect(useVoice.getState().handsFree).toBe('approval');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(said()).toEqual([
      'Toestemming nodig: Eindrapport. Het wordt officieel. Kies Goedkeuren of Afwijzen op het scherm.',
    ]);
    expect(stt.listening()).toBe(false);

    approvalDecided('a1');
    expect(useVoice.getState().handsFree).toBe('answering');
    await answer(queue, 'Het rapport is klaar.');
    await vi.advanceTimersByTimeAsync(400);
    expect(stt.listening()).toBe(true);
  });

  it('an approval arriving while it listens closes the microphone', async () => {
    const { stt } = setup();
    controls!.setHandsFree(true);
    await vi.advanceTimersByTimeAsync(400);
    stt.hear('Genereer', false);
    approvalAsked('a2');
    await vi.advanceTimersByTimeAsync(0);
    expect(stt.listening()).toBe(false);
    expect(useComposer.getState().draft).toBe('');
    expect(useVoice.getState().handsFree).toBe('approval');
  });

  it('ends with a message when it hears nothing, and when reading aloud is turned off', async () => {
    const { stt } = setup();
    controls!.setHandsFree(true);
    await vi.advanceTimersByTimeAsync(400);
    stt.fail('no-speech');
    await vi.advanceTimersByTimeAsync(0);
    expect(useVoice.getState()).toMatchObject({ handsFree: 'off', notice: 'voice.loop.no-speech' });

    controls!.setHandsFree(true);
    expect(useVoice.getState().notice).toBeUndefined();
    await vi.advanceTimersByTimeAsync(400);
    usePrefs.getState().setSpeech({ enabled: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(stt.listening()).toBe(false);
    expect(useVoice.getState().handsFree).toBe('off');
  });

  it('the microphone button ends its take early, and does nothing while it waits for an answer', async () => {
    const { stt, sent } = setup();
    controls!.setHandsFree(true);
    controls!.press();
    expect(stt.listening()).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    stt.hear('Wat kun je', false);
    controls!.press();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual(['Wat kun je']);
  });
});
