import { memo } from 'react';
import type { SessionSummary } from '../../api/contract';
import { useRelativeTime, useT } from '../../i18n/use-t';

interface SessionItemProps {
  session: SessionSummary;
  current: boolean;
  onOpen: (sessionId: string) => void;
  onDelete: (session: SessionSummary) => void;
}

export const SessionItem = memo(function SessionItem({ session, current, onOpen, onDelete }: SessionItemProps) {
  const t = useT();
  const relative = useRelativeTime();
  const title = session.title || t('sessions.untitled');
  const detailsId = `session-${session.sessionId}-details`;
  return (
    <li
      className={`group relative rounded-xl border ${current ? 'border-teal-600 bg-teal-50' : 'border-transparent hover:bg-slate-100'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(session.sessionId)}
        aria-current={current ? 'true' : undefined}
        aria-label={title}
        aria-describedby={detailsId}
        className="block w-full rounded-xl px-3 py-2 pr-9 text-left focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <span className="block truncate font-medium text-slate-900">{title}</span>
        <span id={detailsId}>
          {session.firstMessagePreview && (
            <span className="block truncate text-sm text-slate-600">{session.firstMessagePreview}</span>
          )}
          <span className="mt-0.5 flex gap-2 text-xs text-slate-500">
            <time dateTime={session.lastActivity}>{relative(Date.parse(session.lastActivity))}</time>
            <span aria-hidden>·</span>
            <span className="sr-only">, </span>
            <span>{t('sessions.messages', { count: session.messageCount })}</span>
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(session)}
        aria-label={t('sessions.delete', { title })}
        className="absolute top-2 right-2 rounded-md p-1 text-slate-500 opacity-60 group-hover:opacity-100 hover:bg-rose-100 hover:text-rose-800 focus-visible:opacity-100"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M7 2h6l1 2h4v2H2V4h4l1-2zm-3 6h12l-1 10H5L4 8z" />
        </svg>
      </button>
    </li>
  );
});
