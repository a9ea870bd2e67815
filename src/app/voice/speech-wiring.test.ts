import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { registerConversationTexts } from '../../i18n/conversation-texts';
import { createSessionState, type SessionState } from '../../model/session-state';
import { usePrefs } from '../../prefs/prefs-store';
import { createRecordingAdapter } from '../../speech/recording-adapter';
import { createSpeechQueue } from '../../speech/speech-queue';
import { feed } from '../../testing/feed';
import { wireSpeech, wireSpeechWhenReady } from './speech-wiring';

const spoken = (phase: string, value: object) => ({ type: 'CUSTOM', name: `agora:spoken_text_${phase}`, value });

function setup() {
  const adapter = createRecordingAdapter({ speakMs: 10 });
  const queue = createSpeechQueue(adapter, { rate: 1, lang: 'nl-NL' });
  const store = createStore<SessionState>()(() => createSessionState('t'));
  const detach = wireSpeech(store, queue);
  const push = (...events: unknown[]) => store.setState(feed(events, store.getState()), true);
  const said = () => adapter.recorded.map((utterance) => utterance.text);
  return { push, said, detach };
}

describe('wireSpeech', () => {
  beforeEach(() => {
    registerConversationTexts();
    vi.useFakeTimers();
    usePrefs.setState({
      speech: {
        enabled: true,
        rate: 1,
        interruptOnNewAnswer: false,
        speakToolNames: true,
        spokenTextType: 'summarize',
      },
    });
  });
  afterEach(() => vi.useRealTimers());

  it('speaks each sentence as soon as it is complete, once, across chunk boundaries', async () => {
    const { push, said } = setup();
    push(
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      spoken('start', { messageId: 'm' }),
      spoken('content', { messageId: 'm', delta: 'De koelcel is te wa' }),
    );
    expect(said()).toEqual([]);
    push(spoken('content', { messageId: 'm', delta: 'rm. Meld het bij de eig' }));
    expect(said()).toEqual(['De koelcel is te warm.']);
    push(spoken('content', { messageId: 'm', delta: 'enaar' }), spoken('end', { messageId: 'm' }));
    await vi.runAllTimersAsync();
    expect(said()).toEqual(['De koelcel is te warm.', 'Meld het bij de eigenaar']);
  });

  it('reads messages in the order their speech began, and tool names when asked', async () => {
    const { push, said } = setup();
    push(
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c',
        toolCallName: 'search_regulations',
        toolSpokenName: 'Ik ga de regelgeving doorzoeken',
      },
      spoken('content', { messageId: 'a', delta: 'Eerste antwoord. ' }),
      spoken('content', { messageId: 'b', delta: 'Tweede antwoord. ' }),
      spoken('end', { messageId: 'b' }),
      spoken('end', { messageId: 'a' }),
    );
    await vi.runAllTimersAsync();
    expect(said()).toEqual(['Ik ga de regelgeving doorzoeken', 'Eerste antwoord.', 'Tweede antwoord.']);
  });

  it("reads a tool in the UI's language: the catalog's Dutch over an English spoken name, a handoff by its agent", async () => {
    usePrefs.setState({ language: 'nl' });
    const { push, said } = setup();
    push(
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'TOOL_CALL_START', toolCallId: 'h', toolCallName: 'transfer_to_regulation_analysis_expert' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c',
        toolCallName: 'generate_final_report',
        toolSpokenName: 'Generating the final report',
      },
    );
    await vi.runAllTimersAsync();
    expect(said()).toEqual(['Overdracht naar specialist: Regelgeving', 'Genereren eindrapport']);
  });

  it('skips a stream that failed and never reads restored history', async () => {
    const { push, said } = setup();
    push({
      type: 'local.history',
      entries: [{ role: 'assistant', content: 'Oud antwoord.', agent_id: 'general-agent' }],
      at: 1,
    });
    push(
      spoken('content', { messageId: 'x', delta: 'Half' }),
      spoken('error', { messageId: 'x', message: 'TTS stuk' }),
    );
    await vi.runAllTimersAsync();
    expect(said()).toEqual([]);
  });

  it('wires a session once the speech player has loaded, and never one detached before that', async () => {
    const adapter = createRecordingAdapter({ speakMs: 10 });
    const player = Promise.resolve(createSpeechQueue(adapter, { rate: 1, lang: 'nl-NL' }));
    const session = (threadId: string) => createStore<SessionState>()(() => createSessionState(threadId));
    const answer = (store: ReturnType<typeof session>, text: string) =>
      store.setState(
        feed(
          [spoken('content', { messageId: text, delta: text }), spoken('end', { messageId: text })],
          store.getState(),
        ),
        true,
      );
    const live = session('t');
    const closed = session('u');
    wireSpeechWhenReady(live, player);
    wireSpeechWhenReady(closed, player)();
    await vi.runAllTimersAsync();
    answer(live, 'Gelezen.');
    answer(closed, 'Niet gelezen.');
    await vi.runAllTimersAsync();
    expect(adapter.recorded.map((utterance) => utterance.text)).toEqual(['Gelezen.']);
  });
});
