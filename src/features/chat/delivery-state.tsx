import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import type { TranscriptMessage } from '../../model/session-state';
import { useConnection, useNextWaitingMessageId, useRun, useSessionActions } from '../../session/react/hooks';
import { useAppController } from '../../ui-state/app-controller';
import { takeBackToEdit } from '../../ui-state/composer-store';

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

/** Shown here, yet not in the server's history of this conversation: a quiet mark, never dropped. */
export function UnconfirmedChip({ message }: { message: TranscriptMessage }) {
  const t = useT();
  if (!message.unconfirmed) return null;
  return <span className="rounded border border-current px-1.5">{t('chat.unconfirmed')}</span>;
}

/** A question whose answer an interruption lost: says so, and asks it again as a new message. */
export function LostAnswer({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const { askAgain } = useSessionActions();
  if (!message.answerLost) return null;
  return (
    <div className="mt-2 rounded-lg bg-white p-2 text-slate-900">
      <p className="text-sm font-semibold text-rose-800">{t('chat.answerLost')}</p>
      <Button variant="primary" onClick={() => askAgain(message.id)} className="mt-1.5">
        {t('chat.askAgain')}
      </Button>
    </div>
  );
}

/**
 * What the inspector can do with their own message: stop the running answer so a waiting message
 * goes now, or — for one the server did not answer or refused — send it again, edit it or drop it.
 */
export function DeliveryActions({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const { interruptAndSend, retryMessage, discardMessage } = useSessionActions();
  const nextWaiting = useNextWaitingMessageId();
  const { composerBox } = useAppController();
  if (message.delivery === 'queued' && nextWaiting === message.id) {
    return (
      <Button variant="inverse" onClick={interruptAndSend} className="mt-2">
        {t('chat.interruptAndSend')}
      </Button>
    );
  }
  if (message.delivery !== 'unanswered' && message.delivery !== 'refused') return null;
  const edit = () => {
    takeBackToEdit(message.text);
    composerBox.focus();
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
