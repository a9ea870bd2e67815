import { useState, useSyncExternalStore } from 'react';
import { useSessionApi } from '../../api/api-context';
import type { SessionSummary } from '../../api/contract';
import type { SessionListView } from '../../api/session-list-store';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useErrorText } from '../../i18n/error-text';
import { useT } from '../../i18n/use-t';
import { SessionItem } from './session-item';
import { useDeleteSession } from './use-delete-session';

interface SessionSidebarProps {
  userId: string;
  currentThreadId: string;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
}

/** Loading, why the list could not load (with a retry), or that nothing matches. */
interface ListStateProps {
  list: SessionListView;
  empty: boolean;
  query: string;
  onRetry: () => void;
}

function ListState({ list, empty, query, onRetry }: ListStateProps) {
  const t = useT();
  const errorText = useErrorText();
  if (list.status === 'pending') return <p className="p-2 text-sm text-slate-500">{t('sessions.loading')}</p>;
  if (list.status === 'error' && list.error) {
    return (
      <div role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
        <p>{t('sessions.error', { message: errorText(list.error) })}</p>
        <Button onClick={onRetry} className="mt-2">
          {t('sessions.retry')}
        </Button>
      </div>
    );
  }
  if (list.status !== 'success' || !empty) return null;
  return <p className="p-2 text-sm text-slate-500">{query ? t('sessions.noMatch', { query }) : t('sessions.empty')}</p>;
}

function DeleteConfirmation({
  session,
  onClose,
  onConfirm,
}: {
  session: SessionSummary | undefined;
  onClose: () => void;
  onConfirm: (sessionId: string) => void;
}) {
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

/** The persona's past inspections, most recent first, from the REST sessions API. */
export function SessionSidebar({ userId, currentThreadId, onOpen, onNew }: SessionSidebarProps) {
  const t = useT();
  const store = useSessionApi().sessionList(userId);
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { remove, failure, dismissFailure } = useDeleteSession(userId);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<SessionSummary>();

  const { sessions } = list;
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? sessions.filter((s) => (s.title ?? '').toLocaleLowerCase().includes(needle)) : sessions;

  return (
    <nav aria-label={t('sessions.label')} className="flex h-full flex-col gap-3 border-r border-slate-200 bg-white p-3">
      <Button variant="primary" size="lg" onClick={onNew}>
        + {t('sessions.new')}
      </Button>
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t('sessions.search')}
        placeholder={t('sessions.search')}
        className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm focus:bg-white focus:outline-2 focus:outline-teal-600"
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-rose-50 p-2 text-sm text-rose-800">
          {t('sessions.deleteFailed', { message: failure })}{' '}
          <Button variant="link" onClick={dismissFailure}>
            {t('history.dismiss')}
          </Button>
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ListState
          list={list}
          empty={shown.length === 0}
          query={needle ? query : ''}
          onRetry={() => void store.load()}
        />
        <ul className="flex flex-col gap-1">
          {shown.map((session) => (
            <SessionItem
              key={session.sessionId}
              session={session}
              current={session.sessionId === currentThreadId}
              onOpen={onOpen}
              onDelete={setConfirming}
            />
          ))}
        </ul>
        {list.hasMore && (
          <Button onClick={() => void store.loadMore()} disabled={list.loadingMore} className="mt-2 w-full">
            {t('sessions.loadMore')}
          </Button>
        )}
      </div>
      <DeleteConfirmation session={confirming} onClose={() => setConfirming(undefined)} onConfirm={remove} />
    </nav>
  );
}
