import { useState, useSyncExternalStore } from 'react';
import { useSessionApi } from '../../api/api-context';
import type { SessionSummary } from '../../api/contract';
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

/** The persona's past inspections, most recent first, from the REST sessions API. */
export function SessionSidebar({ userId, currentThreadId, onOpen, onNew }: SessionSidebarProps) {
  const t = useT();
  const errorText = useErrorText();
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
      <button
        type="button"
        onClick={onNew}
        className="rounded-xl bg-teal-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        + {t('sessions.new')}
      </button>
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
          <button type="button" onClick={dismissFailure} className="underline">
            {t('history.dismiss')}
          </button>
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.status === 'pending' && <p className="p-2 text-sm text-slate-500">{t('sessions.loading')}</p>}
        {list.status === 'error' && list.error && (
          <div role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
            <p>{t('sessions.error', { message: errorText(list.error) })}</p>
            <button
              type="button"
              onClick={() => void store.load()}
              className="mt-2 rounded-md border border-rose-300 bg-white px-2 py-1 font-medium"
            >
              {t('sessions.retry')}
            </button>
          </div>
        )}
        {list.status === 'success' && shown.length === 0 && (
          <p className="p-2 text-sm text-slate-500">
            {needle ? t('sessions.noMatch', { query }) : t('sessions.empty')}
          </p>
        )}
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
          <button
            type="button"
            onClick={() => void store.loadMore()}
            disabled={list.loadingMore}
            className="mt-2 w-full rounded-lg border border-slate-300 py-1.5 text-sm font-medium hover:bg-slate-100"
          >
            {t('sessions.loadMore')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('sessions.deleteConfirm', { title: confirming?.title || t('sessions.untitled') })}
        confirmLabel={t('sessions.deleteYes')}
        cancelLabel={t('sessions.cancel')}
        tone="danger"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) remove(confirming.sessionId);
          setConfirming(undefined);
        }}
      />
    </nav>
  );
}
