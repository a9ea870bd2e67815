import { useState } from 'react';
import type { SessionSummary } from '../../api/contract';
import { MAX_KEPT_SESSIONS } from '../../api/session-pages';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { registerSessionTexts } from '../../i18n/conversation-texts';
import { useErrorText } from '../../i18n/error-text';
import { useLanguage } from '../../i18n/i18n-context';
import { useT } from '../../i18n/use-t';
import { foldQuery } from '../../lib/text-search';
import { SearchProgress } from './search-results';
import { ListState } from './session-list-state';
import { SessionRowsOnDemand } from './session-rows-on-demand';
import { useConversationSearch } from './use-conversation-search';
import { useSearchPages } from './use-search-pages';
import { useDeleteSession, useRenameSession, useSessionList } from './use-session-list';

registerSessionTexts();

interface SessionSidebarProps {
  userId: string;
  currentThreadId: string;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
  /** The server takes new titles (contract v2.5.1). */
  canRename: boolean;
}

interface DeleteConfirmationProps {
  session: SessionSummary | undefined;
  onClose: () => void;
  onConfirm: (sessionId: string) => void;
}

function DeleteConfirmation({ session, onClose, onConfirm }: DeleteConfirmationProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={session !== undefined}
      title={t('sessions.deleteConfirm', { title: session?.title || t('sessions.untitled') })}
      confirmLabel={t('sessions.deleteYes')}
      cancelLabel={t('sessions.cancel')}
      tone="danger"
      onCancel={onClose}
      onConfirm={() => {
        if (session) onConfirm(session.sessionId);
        onClose();
      }}
    />
  );
}

/** A refused delete or rename: what happened, and that the list is as it was. */
interface FailureProps {
  text: 'sessions.deleteFailed' | 'sessions.renameFailed';
  error: Error;
  onDismiss: () => void;
}

function Failure({ text, error, onDismiss }: FailureProps) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <p role="alert" className="rounded-lg bg-rose-50 p-2 text-sm text-rose-800">
      {t(text, { message: errorText(error) })}{' '}
      <Button variant="link" onClick={onDismiss}>
        {t('history.dismiss')}
      </Button>
    </p>
  );
}

/** The server sent more sessions than the client keeps: say so, and how many. */
function CappedNote({ sent }: { sent: number }) {
  const t = useT();
  const language = useLanguage();
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  return (
    <p role="status" className="mb-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
      {t('sessions.capped', { sent: number(sent), kept: number(MAX_KEPT_SESSIONS) })}
    </p>
  );
}

function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <input
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('sessions.search')}
      placeholder={t('sessions.search')}
      className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm focus:bg-white focus:outline-2 focus:outline-teal-600 pointer-coarse:min-h-11"
    />
  );
}

/** The inspector's past inspections, most recent first, page by page from the REST sessions API. */
export default function SessionSidebar({ userId, currentThreadId, onOpen, onNew, canRename }: SessionSidebarProps) {
  const t = useT();
  const { query, rows, sessions, capped, keepPages } = useSessionList(userId);
  const deletion = useDeleteSession(userId);
  const renaming = useRenameSession(userId);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<SessionSummary>();
  const needle = foldQuery(search);
  const inText = useConversationSearch(sessions, search);
  // A search looks through the whole list, the pages behind "Meer laden" too.
  const pages = useSearchPages(query, inText.active, keepPages);
  const searching = inText.searching || pages.loading;
  // While searching only sessions that match are listed; an unreadable entry has nothing to match.
  const shown = needle
    ? rows.filter(
        (row) =>
          'session' in row &&
          (foldQuery(row.session.title ?? '').includes(needle) || inText.hits.has(row.session.sessionId)),
      )
    : rows;
  const more = query.hasNextPage && (
    <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className="mt-2 w-full">
      {t('sessions.loadMore')}
    </Button>
  );

  return (
    <nav aria-label={t('sessions.label')} className="flex h-full flex-col gap-3 border-r border-slate-200 bg-white p-3">
      <Button variant="primary" size="lg" onClick={onNew}>
        + {t('sessions.new')}
      </Button>
      <SearchField value={search} onChange={setSearch} />
      {deletion.failure && (
        <Failure text="sessions.deleteFailed" error={deletion.failure} onDismiss={deletion.dismissFailure} />
      )}
      {renaming.failure && (
        <Failure text="sessions.renameFailed" error={renaming.failure} onDismiss={renaming.dismissFailure} />
      )}
      <SearchProgress search={{ ...inText, searching }} searchedOnly={pages.cut ? sessions.length : undefined} />
      <SessionRowsOnDemand
        rows={shown}
        before={
          <>
            <ListState
              query={query}
              empty={shown.length === 0 && !searching}
              search={needle ? search : ''}
              onRetry={() => void query.refetch()}
            />
            {capped !== undefined && <CappedNote sent={capped} />}
          </>
        }
        after={more}
        currentThreadId={currentThreadId}
        snippetOf={(id) => (needle ? inText.hits.get(id) : undefined)}
        onOpen={onOpen}
        onDelete={setConfirming}
        onRename={canRename ? renaming.rename : undefined}
      />
      <DeleteConfirmation session={confirming} onClose={() => setConfirming(undefined)} onConfirm={deletion.remove} />
    </nav>
  );
}
