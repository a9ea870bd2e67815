import { useT } from '../../i18n/use-t';
import type { TranscriptMessage } from '../../model/session-state';

/** A history entry the client could not read, in its place: what is known of it (its id), the detail in the event log. */
export function UnreadableEntry({ message }: { message: TranscriptMessage }) {
  const t = useT();
  return (
    <p
      role="note"
      className="rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      {message.text ? t('chat.unreadableId', { id: message.text }) : t('chat.unreadable')}
    </p>
  );
}
