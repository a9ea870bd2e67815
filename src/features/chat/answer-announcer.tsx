import { useEffect, useState } from 'react';
import { useAgentName, useT } from '../../i18n/use-t';
import { plainText } from '../../lib/markdown/plain-text';
import { listGet, listSize } from '../../lib/persistent/persistent-list';
import { mapGet } from '../../lib/persistent/persistent-map';
import { listenAckNumber } from '../../model/listen-mode';
import type { SessionState, TranscriptMessage } from '../../model/session-state';
import { useSession } from '../../session/session-context';

/** Longer than this, an answer is announced by who wrote it, not read out whole: the reader goes to it. */
export const ANNOUNCE_WHOLE = 320;
/** A finished answer is among the newest rows; tool calls and approvals may follow it. */
const RECENT_ROWS = 12;

function finishedAnswers(state: SessionState): TranscriptMessage[] {
  const found: TranscriptMessage[] = [];
  const size = listSize(state.timeline);
  for (let index = Math.max(0, size - RECENT_ROWS); index < size; index += 1) {
    const item = listGet(state.timeline, index);
    const message = item?.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    if (message?.role === 'assistant' && message.status === 'complete' && !message.restored) found.push(message);
  }
  return found;
}

/** The answers that finished since the last look, each once; what was there when the reader arrived is not new. */
function useFinishedAnswers(onFinished: (message: TranscriptMessage) => void) {
  const { store } = useSession();
  useEffect(() => {
    const told = new Set(finishedAnswers(store.getState()).map((message) => message.id));
    return store.subscribe((state, previous) => {
      if (state.messages === previous.messages) return;
      for (const message of finishedAnswers(state)) {
        if (told.has(message.id)) continue;
        told.add(message.id);
        onFinished(message);
      }
    });
  }, [store, onFinished]);
}

function spokenText(message: TranscriptMessage): string {
  if (listenAckNumber(message.text) !== undefined) return '';
  return plainText(message.text).replace(/\s+/g, ' ').trim();
}

/**
 * The conversation itself is not a live region: a streaming answer would be read in fragments. This one
 * polite region says each finished answer once — short ones whole, long ones as "answer from … ready".
 */
export function AnswerAnnouncer() {
  const t = useT();
  const agentName = useAgentName();
  const [said, setSaid] = useState<{ message: TranscriptMessage; text: string; count: number }>();
  const [onFinished] = useState(() => (message: TranscriptMessage) => {
    const text = spokenText(message);
    if (text) setSaid((before) => ({ message, text, count: (before?.count ?? 0) + 1 }));
  });
  useFinishedAnswers(onFinished);
  let line = '';
  if (said) {
    const agent = agentName(said.message.agentId);
    line =
      said.text.length <= ANNOUNCE_WHOLE
        ? t('chat.answerSaid', { agent, text: said.text })
        : t('chat.answerReady', { agent });
  }
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {said && <p key={said.count}>{line}</p>}
    </div>
  );
}
