import { Button } from '../../components/ui/button';
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
      <Button variant="inverse" onClick={interruptAndSend} className="mt-2">
        {t('chat.interruptAndSend')}
      </Button>
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
        <Button variant="primary" onClick={() => retryMessage(message.id)}>
          {t('chat.retry')}
        </Button>
        <Button onClick={edit}>{t('chat.edit')}</Button>
        <Button onClick={() => discardMessage(message.id)}>{t('chat.discard')}</Button>
      </div>
    </div>
  );
}
