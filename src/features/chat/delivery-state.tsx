import { useT } from '../../i18n/use-t';
import type { TranscriptMessage } from '../../model/session-state';
import { useConnection, useNextWaitingMessageId, useRun, useSessionActions } from '../../session/hooks';
import { useFocus } from '../../ui-state/focus-store';

const chip = 'rounded bg-amber-200 px-1.5 text-amber-950';

/** Where a message the inspector typed stands while the server does not have it yet. */
export function DeliveryChip({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const connection = useConnection();
  const running = useRun().status === 'running';
  if (message.delivery !== 'queued') return null;
  const label = connection !== 'open' ? t('chat.queued') : running ? t('chat.waitingForRun') : t('chat.inQueue');
  return <span className={chip}>{label}</span>;
}

const action =
  'min-h-9 rounded-md border px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';
const onWhite = 'focus-visible:outline-teal-700';

/**
 * What the inspector can do with their own message: stop the running answer so a waiting message
 * goes now, or — for one the server did not answer or refused — send it again, edit it or drop it.
 */
export function DeliveryActions({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const { interruptAndSend, retryMessage, discardMessage } = useSessionActions();
  const nextWaiting = useNextWaitingMessageId();
  if (message.delivery === 'queued' && nextWaiting === message.id) {
    return (
      <button
        type="button"
        onClick={interruptAndSend}
        className={`mt-2 border-white/70 bg-sky-900 text-white hover:bg-sky-950 focus-visible:outline-white ${action}`}
      >
        {t('chat.interruptAndSend')}
      </button>
    );
  }
  if (message.delivery !== 'unanswered' && message.delivery !== 'refused') return null;
  const edit = () => {
    useFocus.getState().editDraft(message.text);
    discardMessage(message.id);
  };
  return (
    <div className="mt-2 rounded-lg bg-white p-2 text-slate-900">
      <p className="text-sm font-semibold text-rose-800">
        {t(message.delivery === 'refused' ? 'chat.refused' : 'chat.unanswered')}
      </p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => retryMessage(message.id)}
          className={`border-teal-700 bg-teal-700 text-white hover:bg-teal-800 ${onWhite} ${action}`}
        >
          {t('chat.retry')}
        </button>
        <button
          type="button"
          onClick={edit}
          className={`border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ${onWhite} ${action}`}
        >
          {t('chat.edit')}
        </button>
        <button
          type="button"
          onClick={() => discardMessage(message.id)}
          className={`border-rose-300 bg-white text-rose-800 hover:bg-rose-50 ${onWhite} ${action}`}
        >
          {t('chat.discard')}
        </button>
      </div>
    </div>
  );
}
