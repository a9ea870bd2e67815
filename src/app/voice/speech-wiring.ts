import type { StoreApi } from 'zustand';
import { listGet, listSize } from '../../lib/persistent/persistent-list';
import { mapGet } from '../../lib/persistent/persistent-map';
import type { SessionState } from '../../model/session-state';
import { selectToolDisplayNames } from '../../model/tool-names';
import { usePrefs } from '../../prefs/prefs-store';
import { nextSentences } from '../../speech/sentences';
import type { SpeechQueue } from '../../speech/speech-queue';
import { spokenToolName } from './spoken-tool-name';

/**
 * Feeds a live session's spoken streams to the speech queue, sentence by sentence as soon as each
 * is complete (not at the end of the message), in the order the streams began. A stream that fails
 * stops being read, as does one whose run was stopped. With "interrupt on new answer" a new run
 * cuts off what is being said; with "speak tool names" a tool's name is read when it starts, in
 * the UI's language as the screen names it (`spokenToolName`). Restored history has no spoken
 * streams, so it is never read aloud.
 */
export function wireSpeech(store: StoreApi<SessionState>, queue: SpeechQueue): () => void {
  const consumed = new Map<string, number>();
  const toolsSeen = new Set<string>();
  let cursor = 0;

  const feedSpoken = (state: SessionState) => {
    for (let index = cursor; index < listSize(state.spokenOrder); index++) {
      const messageId = listGet(state.spokenOrder, index)!;
      const stream = mapGet(state.spoken, messageId);
      if (!stream) continue;
      const finished = stream.status !== 'streaming';
      // A stopped answer was cut off: what it said so far was read, the rest never is.
      if (stream.status !== 'error' && stream.status !== 'stopped') {
        const from = consumed.get(messageId) ?? 0;
        const next = nextSentences(stream.text, from, finished);
        next.sentences.forEach((text, i) => queue.enqueue({ key: `${messageId}:${from}:${i}`, messageId, text }));
        consumed.set(messageId, next.consumed);
      }
      if (finished && index === cursor) cursor = index + 1;
    }
  };

  const feedTools = (state: SessionState) => {
    const { speech, language } = usePrefs.getState();
    if (!speech.speakToolNames) return;
    for (const id of state.openToolCallIds) {
      if (toolsSeen.has(id)) continue;
      toolsSeen.add(id);
      const call = mapGet(state.toolCalls, id);
      if (call && !call.restored)
        queue.enqueue({ key: `tool:${id}`, text: spokenToolName(call, selectToolDisplayNames(state), language) });
    }
  };

  return store.subscribe((state, previous) => {
    if (
      state.run.runId !== previous.run.runId &&
      state.run.startedAt !== undefined &&
      usePrefs.getState().speech.interruptOnNewAnswer
    )
      queue.stopAll();
    if (state.run.outcome === 'stopped' && previous.run.outcome !== 'stopped') queue.stopAll();
    if (state.openToolCallIds !== previous.openToolCallIds) feedTools(state);
    if (state.spoken !== previous.spoken) feedSpoken(state);
  });
}

/** `wireSpeech` once the speech player has loaded (it has a chunk of its own); the detach works before that too. */
export function wireSpeechWhenReady(store: StoreApi<SessionState>, queue: Promise<SpeechQueue>): () => void {
  let detach: (() => void) | undefined;
  let detached = false;
  void queue.then((ready) => {
    if (!detached) detach = wireSpeech(store, ready);
  });
  return () => {
    detached = true;
    detach?.();
  };
}
