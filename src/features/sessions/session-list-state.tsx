import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { isUnreachable } from '../../api/http';
import { Button } from '../../components/ui/button';
import { useErrorText } from '../../i18n/error-text';
import { useT, useTimeFormat } from '../../i18n/use-t';

type ListQuery = Pick<UseInfiniteQueryResult, 'status' | 'error' | 'data' | 'dataUpdatedAt'>;

/** The list could not be refreshed but a copy is shown: say it is offline and from when the copy is. */
function isOfflineCopy(query: ListQuery): boolean {
  return query.status === 'error' && query.data !== undefined && isUnreachable(query.error);
}

interface ListStateProps {
  query: ListQuery;
  empty: boolean;
  search: string;
  onRetry: () => void;
}

/** Loading, why the list could not load (with a retry), that the list shown is an offline copy, or that nothing matches. */
export function ListState({ query, empty, search, onRetry }: ListStateProps) {
  const t = useT();
  const time = useTimeFormat();
  const errorText = useErrorText();
  if (query.status === 'pending') return <p className="p-2 text-sm text-slate-500">{t('sessions.loading')}</p>;
  if (isOfflineCopy(query)) {
    return (
      <p
        role="status"
        className="mb-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950"
      >
        {t('sessions.offline', { time: time(query.dataUpdatedAt) })}
        <Button size="sm" onClick={onRetry}>
          {t('sessions.retry')}
        </Button>
      </p>
    );
  }
  if (query.status === 'error' && query.error) {
    return (
      <div role="alert" className="mb-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
        <p>{t('sessions.error', { message: errorText(query.error) })}</p>
        <Button onClick={onRetry} className="mt-2">
          {t('sessions.retry')}
        </Button>
      </div>
    );
  }
  if (!empty) return null;
  return (
    <p className="p-2 text-sm text-slate-500">
      {search ? t('sessions.noMatch', { query: search }) : t('sessions.empty')}
    </p>
  );
}
