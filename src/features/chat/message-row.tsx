import { lazy, memo, Suspense } from 'react';
import { useAgentName, useT, useTimeFormat } from '../../i18n/use-t';
import type { TranscriptMessage } from '../../protocol/session-state';
import { useMessage } from '../../session/hooks';

const Markdown = lazy(() => import('../../components/ui/markdown'));

function Body({ message }: { message: TranscriptMessage }) {
  if (message.role === 'user') return <p className="leading-relaxed break-words whitespace-pre-wrap">{message.text}</p>;
  const plain = <p className="leading-relaxed break-words whitespace-pre-wrap">{message.text}</p>;
  return (
    <div className="break-words">
      <Suspense fallback={plain}>
        <Markdown text={message.text} />
      </Suspense>
    </div>
  );
}

/** One transcript row; re-renders only when its own message changes. */
export const MessageRow = memo(function MessageRow({ id }: { id: string }) {
  const message = useMessage(id);
  const t = useT();
  const agentName = useAgentName();
  const time = useTimeFormat();
  if (!message || (message.role !== 'user' && message.role !== 'assistant')) return null;
  const mine = message.role === 'user';
  const author = mine ? t('chat.you') : agentName(message.agentId);
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={author}
        className={`max-w-[min(46rem,88%)] rounded-2xl px-4 py-3 shadow-sm ${
          mine ? 'rounded-br-sm bg-sky-800 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        }`}
      >
        <header className={`mb-1 flex items-center gap-2 text-xs ${mine ? 'text-sky-100' : 'text-slate-500'}`}>
          <span className={`font-semibold ${mine ? 'text-white' : 'text-teal-800'}`}>{author}</span>
          <time dateTime={new Date(message.createdAt).toISOString()}>{time(message.createdAt)}</time>
          {message.delivery === 'queued' && <span className="rounded bg-amber-200 px-1.5 text-amber-950">{t('chat.queued')}</span>}
          {message.status === 'incomplete' && <span className="rounded bg-rose-100 px-1.5 text-rose-800">{t('chat.incomplete')}</span>}
        </header>
        <Body message={message} />
        {message.status === 'streaming' && (
          <span role="img" aria-label={t('chat.streaming')} className="mt-1 inline-block h-4 w-2 animate-pulse bg-teal-600 align-middle" />
        )}
      </article>
    </li>
  );
});
