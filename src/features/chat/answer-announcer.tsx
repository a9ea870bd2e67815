import { useEffect, useState } from 'react';
import { useAgentName, useT } from '../../i18n/use-t';
import { spokenText } from '../../lib/markdown/spoken-text';
import { listGet, listSize } from '../../lib/persistent/persistent-list';
import { mapGet } from '../../lib/persistent/persistent-map';
import { listenAckNumber } from '../../model/listen-mode';
import type { SessionState } from '../../model/session-state';
import { useSession } from '../../session/react/session-context';

/** Longer than this, an answer is announced by who wrote it, not read out whole: the reader goes to it. */
const ANNOUNCE_WHOLE = 320;

/** Ids of the finished answers among the newest rows (tool calls and approvals may follow one). */
const finishedIds = (state: SessionState) =>
  Array.from({ length: Math.min(12, listSize(state.timeline)) }, (_, back) => {
    const item = listGet(state.timeline, listSize(state.timeline) - 1 - back);
    const message = item?.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    return message?.role === 'assistant' && message.status === 'complete' && !message.restored ? message.id : '';
  }).filter(Boolean);

/**
 * The conversation itself is not a live region: a streaming answer would be read in fragments. This one
 * polite region says each finished answer once — short ones whole, long ones as "answer from … ready". What
 * was there when the reader arrived (or restored from history) is not new.
 */
export function AnswerAnnouncer() {
  const t = useT();
  const agentName = useAgentName();
  const { store } = useSession();
  const [said, setSaid] = useState<{ agentId?: string; text: string; count: number }>();
  useEffect(() => {
    const told = new Set(finishedIds(store.getState()));
    return store.subscribe((state, previous) => {
      if (state.messages === previous.messages) return;
      for (const id of finishedIds(state).reverse()) {
        if (told.has(id)) continue;
        told.add(id);
        const message = mapGet(state.messages, id)!;
        const text = listenAckNumber(message.text) === undefined ? spokenText(message.text) : '';
        if (text) setSaid((before) => ({ agentId: message.agentId, text, count: (before?.count ?? 0) + 1 }));
      }
    });
  }, [store]);
  const agent = agentName(said?.agentId);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {said && (
        <p key={said.count}>
          {said.text.length <= ANNOUNCE_WHOLE
            ? t('chat.answerSaid', { agent, text: said.text })
            : t('chat.answerReady', { agent })}
        </p>
      )}
    </div>
  );
}
