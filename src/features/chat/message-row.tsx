import { memo } from 'react';
import { useAgentName, useT } from '../../i18n/use-t';
import { useMessage } from '../../session/hooks';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One transcript row; re-renders only when its own message changes. */
export const MessageRow = memo(function MessageRow({ id }: { id: string }) {
  const message = useMessage(id);
  const t = useT();
  const agentName = useAgentName();
  if (!message) return null;
  const mine = message.role === 'user';
  const author = mine ? t('chat.you') : agentName(message.agentId);
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={author}
        className={`max-w-[min(42rem,85%)] rounded-2xl px-4 py-3 shadow-sm ${
          mine ? 'rounded-br-sm bg-sky-800 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        }`}
      >
        <header className={`mb-1 flex items-center gap-2 text-xs ${mine ? 'text-sky-100' : 'text-slate-500'}`}>
          <span className={`font-semibold ${mine ? 'text-white' : 'text-teal-800'}`}>{author}</span>
          <time dateTime={new Date(message.createdAt).toISOString()}>{timeFormat.format(message.createdAt)}</time>
          {message.delivery === 'queued' && <span className="rounded bg-amber-200 px-1.5 text-amber-950">{t('chat.queued')}</span>}
          {message.status === 'incomplete' && <span className="rounded bg-rose-100 px-1.5 text-rose-800">{t('chat.incomplete')}</span>}
        </header>
        <p className="whitespace-pre-wrap break-words leading-relaxed">
          {message.text}
          {message.status === 'streaming' && (
            <span aria-label={t('chat.streaming')} className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-teal-600 align-middle" />
          )}
        </p>
      </article>
    </li>
  );
});
