import { useState } from 'react';
import { useStore } from 'zustand';
import { useAgentName, useT } from '../../i18n/use-t';
import { spokenText } from '../../lib/markdown/spoken-text';
import { listenAckNumber } from '../../model/listen-mode';
import { finishedAnswersSelector } from '../../model/selectors';
import type { TranscriptMessage } from '../../model/session-state';
import { useSession } from '../../session/react/session-context';

/** Longer than this, an answer is announced by who wrote it, not read out whole: the reader goes to it. */
const ANNOUNCE_WHOLE = 320;

interface Said {
  agentId?: string;
  text: string;
  count: number;
}

/** What the region has told of one session's answers: `finished` is the selector's last answer. */
interface Heard {
  store: object;
  finished: readonly TranscriptMessage[];
  told: ReadonlySet<string>;
  said?: Said;
}

const sayable = (message: TranscriptMessage) =>
  listenAckNumber(message.text) === undefined ? spokenText(message.text) : '';

/** The newest answer not told before that has words to say becomes what is said; every new one is told. */
function hear(heard: Heard, finished: readonly TranscriptMessage[]): Heard {
  const fresh = finished.filter((message) => !heard.told.has(message.id));
  if (fresh.length === 0) return { ...heard, finished };
  const told = new Set(heard.told);
  for (const message of fresh) told.add(message.id);
  const newest = fresh.find((message) => sayable(message));
  const said = newest && { agentId: newest.agentId, text: sayable(newest), count: (heard.said?.count ?? 0) + 1 };
  return { ...heard, finished, told, said: said ?? heard.said };
}

/** What was there when the reader arrived (or in another session before it) is not new. */
const arrived = (store: object, finished: readonly TranscriptMessage[], said?: Said): Heard => ({
  store,
  finished,
  told: new Set(finished.map((message) => message.id)),
  said,
});

/**
 * The conversation itself is not a live region: a streaming answer would be read in fragments. This one
 * polite region says each finished answer once — short ones whole, long ones as "answer from … ready". What
 * was there when the reader arrived (or restored from history) is not new.
 */
export function AnswerAnnouncer() {
  const t = useT();
  const agentName = useAgentName();
  const { store } = useSession();
  const [select] = useState(finishedAnswersSelector);
  const finished = useStore(store, select);
  const [heard, setHeard] = useState(() => arrived(store, finished));
  if (heard.store !== store) setHeard(arrived(store, finished, heard.said));
  else if (heard.finished !== finished) setHeard(hear(heard, finished));
  const { said } = heard;
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
