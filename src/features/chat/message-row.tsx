import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { useAgentName, useT, useTimeFormat } from '../../i18n/use-t';
import { listenAckNumber } from '../../model/listen-mode';
import type { TranscriptMessage } from '../../model/session-state';
import { useApprovalsInMessage, useIsBlankAnswer, useMessage } from '../../session/react/hooks';
import { ApprovalById } from './approval-row';
import { DeliveryActions, DeliveryChip, LostAnswer, UnconfirmedChip } from './delivery-state';
import { SHOWN_CHARS } from './shown-chars';
import { SpeechNote } from './speech-note';
import { InlineToolCalls } from './tool-chip';
import { UnreadableEntry } from './unreadable-entry';

const importMarkdown = () => import('../../components/ui/markdown');
let markdown: ReturnType<typeof importMarkdown> | undefined;
/** The Markdown renderer's chunk, fetched once: before the first answer streams, so it never shows raw markup. */
export const loadMarkdown = () => (markdown ??= importMarkdown());
const Markdown = lazy(loadMarkdown);
const AnswerActions = lazy(() => import('./answer-actions'));

const plain = (text: string) => <p className="leading-relaxed break-words whitespace-pre-wrap">{text}</p>;
/** Until the renderer is here: the text without heading marks, so "## Kop" does not flash by. */
const withoutHeadingMarks = (text: string) => text.replace(/^ {0,3}#{1,6}(?=\s|$)[ \t]*/gm, '');

function Collapsed({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const summary =
    message.role === 'reasoning' ? t('chat.reasoning') : t('chat.activity', { type: message.activityType ?? '' });
  return (
    <details className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium">{summary}</summary>
      {message.role === 'reasoning' ? (
        plain(message.text)
      ) : (
        <pre className="mt-1 overflow-auto text-xs">{JSON.stringify(message.content, null, 2)}</pre>
      )}
    </details>
  );
}

function StreamingMark() {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('chat.streaming')}
      className="mt-1 inline-block h-4 w-2 bg-teal-600 align-middle motion-safe:animate-pulse"
    />
  );
}

function MarkdownText({ text }: { text: string }) {
  const t = useT();
  const language = useLanguage();
  const hidden = text.length - SHOWN_CHARS;
  const shown = hidden > 0 ? text.slice(0, SHOWN_CHARS) : text;
  return (
    <div className="break-words">
      <Suspense fallback={plain(withoutHeadingMarks(shown))}>
        <Markdown text={shown} />
      </Suspense>
      {hidden > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {t('chat.textCut', { count: new Intl.NumberFormat(language).format(hidden) })}
        </p>
      )}
    </div>
  );
}

/** An answer's text; an approval asked while it was written reads where it was asked, before what followed it. */
function AnswerText({ message }: { message: TranscriptMessage }) {
  const breaks = useApprovalsInMessage(message.id);
  if (breaks.length === 0) return <MarkdownText text={message.text} />;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { approvalId, at } of breaks) {
    parts.push(<MarkdownText key={`text-${from}`} text={message.text.slice(from, at)} />);
    parts.push(
      <div key={approvalId} className="my-3">
        <ApprovalById id={approvalId} />
      </div>,
    );
    from = at;
  }
  const rest = message.text.slice(from);
  if (rest.trim() !== '') parts.push(<MarkdownText key={`text-${from}`} text={rest} />);
  return <>{parts}</>;
}

/** AGORA's canned listen-mode reply: a quiet status line, not an answer. */
function ListenAck({ n }: { n: number }) {
  const t = useT();
  return (
    <p role="status" className="text-center text-xs text-slate-500">
      {t('chat.listenAck', { n: String(n) })}
    </p>
  );
}

/** How the message ended, when not plainly: stopped (by Stop or a new message), incomplete, or flagged. */
function EndChips({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const stopped = message.stoppedShowing
    ? 'chat.stoppedShowing'
    : message.stoppedByInspector
      ? 'chat.stopped'
      : undefined;
  return (
    <>
      {(message.status === 'incomplete' || message.stoppedShowing) && (
        <span className="rounded bg-rose-100 px-1.5 text-rose-800">{t(stopped ?? 'chat.incomplete')}</span>
      )}
      {message.flaggedBy && (
        <span className="rounded bg-rose-100 px-1.5 text-rose-800">
          {t('chat.flagged', { message: message.flaggedBy.errorCode })}
        </span>
      )}
    </>
  );
}

/** One message of the conversation; re-renders only when that message changes. */
export const MessageRow = memo(function MessageRow({ id }: { id: string }) {
  const message = useMessage(id);
  const t = useT();
  const agentName = useAgentName();
  const time = useTimeFormat();
  const blank = useIsBlankAnswer(id);
  if (!message || blank) return null;
  if (message.role === 'reasoning' || message.role === 'activity') return <Collapsed message={message} />;
  if (message.role === 'unreadable') return <UnreadableEntry message={message} />;
  const ack = message.role === 'assistant' ? listenAckNumber(message.text) : undefined;
  if (ack !== undefined) return <ListenAck n={ack} />;
  const mine = message.role === 'user';
  const author = mine ? t('chat.you') : agentName(message.agentId);
  // A restored message shows the server's time only: its load time would read as when it was written.
  const shownAt = message.restored ? message.sentAt : message.createdAt;
  const withActions = message.role === 'assistant' && message.status !== 'streaming';
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={author}
        aria-busy={message.status === 'streaming' || undefined}
        // Focusable by a tap, not by Tab: a tap on an older answer shows its actions (`:focus-within`).
        tabIndex={withActions ? -1 : undefined}
        className={`group/answer max-w-[min(46rem,88%)] rounded-2xl px-4 py-3 shadow-sm ${
          mine
            ? 'rounded-br-sm bg-sky-800 text-on-accent'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        } ${message.flaggedBy ? 'ring-2 ring-rose-500' : ''}`}
      >
        <header
          className={`mb-1 flex flex-wrap items-center gap-2 text-xs ${mine ? 'text-sky-100' : 'text-slate-500'}`}
        >
          <span className={`font-semibold ${mine ? 'text-on-accent' : 'text-teal-800'}`}>{author}</span>
          {shownAt !== undefined && <time dateTime={new Date(shownAt).toISOString()}>{time(shownAt)}</time>}
          <DeliveryChip message={message} />
          <UnconfirmedChip message={message} />
          <EndChips message={message} />
        </header>
        {!mine && <InlineToolCalls ids={message.toolCallIds} />}
        {mine ? plain(message.text) : <AnswerText message={message} />}
        {message.status === 'streaming' && <StreamingMark />}
        {mine ? <DeliveryActions message={message} /> : <SpeechNote messageId={message.id} />}
        {withActions && (
          <Suspense>
            <AnswerActions message={message} />
          </Suspense>
        )}
        {mine && <LostAnswer message={message} />}
      </article>
    </div>
  );
});
