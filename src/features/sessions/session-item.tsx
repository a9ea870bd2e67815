import { memo, type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import type { SessionSummary } from '../../api/contract';
import { useRelativeTime, useT, useTimeFormat } from '../../i18n/use-t';
import type { Snippet } from '../../lib/text-search';
import { SnippetText } from './search-results';
import { joinFacts, previewBesideTitle, type TitleContrast } from './session-preview';
import { SessionTitleEditor } from './session-title-editor';

interface SessionItemProps {
  session: SessionSummary;
  /** Where its conversation has the search query. */
  snippet?: Snippet;
  /** How its title stands beside the others' in the list, when it starts as one of theirs does. */
  contrast?: TitleContrast;
  current: boolean;
  onOpen: (sessionId: string) => void;
  onDelete: (session: SessionSummary) => void;
  /** Offered when the server takes new titles. */
  onRename?: (sessionId: string, title: string) => void;
}

const iconButton =
  'rounded-md p-1 text-slate-500 opacity-60 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-teal-600 pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:opacity-100';

interface IconButtonProps {
  label: string;
  /** Its colours under the pointer. */
  hover: string;
  /** The icon, one SVG path on a 20 × 20 grid. */
  path: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A session's small action (rename, delete): an icon with its name for assistive technology. */
function IconButton({ label, hover, path, onClick, ref }: IconButtonProps) {
  return (
    <button ref={ref} type="button" onClick={onClick} aria-label={label} className={`${iconButton} ${hover}`}>
      <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d={path} />
      </svg>
    </button>
  );
}

export const SessionItem = memo(function SessionItem({
  session,
  snippet,
  contrast,
  current,
  onOpen,
  onDelete,
  onRename,
}: SessionItemProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const title = session.title || t('sessions.untitled');
  if (editing && onRename) {
    const done = () => {
      setEditing(false);
      requestAnimationFrame(() => renameButton.current?.focus());
    };
    return (
      <div className="rounded-xl border border-teal-600 bg-teal-50">
        <SessionTitleEditor
          title={session.title ?? ''}
          onSave={(next) => onRename(session.sessionId, next)}
          onDone={done}
        />
      </div>
    );
  }
  return (
    <SessionRow
      session={session}
      snippet={snippet}
      contrast={contrast}
      title={title}
      current={current}
      onOpen={onOpen}
      actions={onRename ? 2 : 1}
    >
      {onRename && (
        <IconButton
          ref={renameButton}
          label={t('sessions.rename', { title })}
          hover="hover:bg-teal-100 hover:text-teal-800"
          path="M13.6 2.6a2 2 0 0 1 2.8 2.8L7 14.8 3 16l1.2-4 9.4-9.4z"
          onClick={() => setEditing(true)}
        />
      )}
      <IconButton
        label={t('sessions.delete', { title })}
        hover="hover:bg-rose-100 hover:text-rose-800"
        path="M7 2h6l1 2h4v2H2V4h4l1-2zm-3 6h12l-1 10H5L4 8z"
        onClick={() => onDelete(session)}
      />
    </SessionRow>
  );
});

interface SessionRowProps {
  session: SessionSummary;
  snippet: Snippet | undefined;
  contrast: TitleContrast | undefined;
  title: string;
  current: boolean;
  onOpen: (sessionId: string) => void;
  /** How many action buttons sit at the right: beside the facts line, on a touch screen beside the title. */
  actions: number;
  children: ReactNode;
}

/** A time the server sent, or nothing when it sent no time it can read. */
const timeOf = (text: string) => {
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : undefined;
};

interface SessionDetailProps extends Pick<SessionRowProps, 'session' | 'snippet' | 'contrast'> {
  /** The title is cut short on screen (two lines were not enough). */
  titleCut: boolean;
}

/**
 * The line under the title that tells this session apart: where the search found it; else, when the title is
 * cut short, the end of it where it differs from others that start alike; else the first message when the title
 * does not already say it; else, for a title another session has too, when it began.
 */
function SessionDetail({ session, snippet, contrast, titleCut }: SessionDetailProps) {
  const t = useT();
  const time = useTimeFormat();
  if (snippet) return <SnippetText snippet={snippet} />;
  const started = timeOf(session.createdAt);
  const text =
    (titleCut && contrast && 'tail' in contrast ? contrast.tail : undefined) ??
    previewBesideTitle(session.title, session.firstMessagePreview) ??
    (contrast && 'same' in contrast && started !== undefined
      ? t('sessions.startedAt', { when: time(started) })
      : undefined);
  return text ? <span className="block truncate text-sm text-slate-600">{text}</span> : null;
}

/** When it was last active and how long it is, joined with no separator left over when one is missing. */
function SessionFacts({ session, room }: { session: SessionSummary; room: string }) {
  const t = useT();
  const relative = useRelativeTime();
  const active = timeOf(session.lastActivity);
  return (
    <span className={`mt-0.5 block truncate text-xs leading-6 text-slate-500 pointer-coarse:leading-4 ${room}`}>
      {joinFacts([
        active === undefined ? undefined : relative(active),
        t('sessions.messages', { count: session.messageCount }),
      ])}
    </span>
  );
}

/**
 * Whether the element's text is cut short by its line clamp: measured with the text, and again whenever its box
 * changes (a drawer's rows are made before the drawer shows, a screen turns).
 */
function useClamped(text: string) {
  const element = useRef<HTMLSpanElement>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setClamped(box.scrollHeight > box.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [text]);
  return { element, clamped };
}

/**
 * A session in the list (inside the list's row): open it by its title (up to two lines, the row's whole width), with
 * what tells it apart and its facts below; its actions sit beside the facts, on a touch screen beside the title.
 */
function SessionRow({ session, snippet, contrast, title, current, onOpen, actions, children }: SessionRowProps) {
  const [factsRoom, titleRoom] =
    actions > 1
      ? ['pr-12 pointer-coarse:pr-0', 'pointer-coarse:pr-26']
      : ['pr-6 pointer-coarse:pr-0', 'pointer-coarse:pr-14'];
  const detailsId = `session-${session.sessionId}-details`;
  const { element: titleElement, clamped: titleCut } = useClamped(title);
  return (
    <div
      className={`group relative rounded-xl border ${current ? 'border-teal-600 bg-teal-50' : 'border-transparent hover:bg-slate-100'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(session.sessionId)}
        aria-current={current ? 'true' : undefined}
        aria-label={title}
        aria-describedby={detailsId}
        className="block w-full rounded-xl px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {/* As tall as the action buttons beside it on a touch screen, so the lines below have the row's width. */}
        <span
          ref={titleElement}
          className={`line-clamp-2 font-medium break-words text-slate-900 pointer-coarse:min-h-11 ${titleRoom}`}
        >
          {title}
        </span>
        <span id={detailsId}>
          <SessionDetail session={session} snippet={snippet} contrast={contrast} titleCut={titleCut} />
          {/* Lines apart on screen, words apart when read out. */} <SessionFacts session={session} room={factsRoom} />
        </span>
      </button>
      <span className="absolute right-2 bottom-2 flex gap-0.5 pointer-coarse:top-2 pointer-coarse:bottom-auto">
        {children}
      </span>
    </div>
  );
}
