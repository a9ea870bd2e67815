import type { SessionSummary } from '../../api/contract';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import type { Snippet } from '../../lib/text-search';
import type { ConversationSearch } from './use-conversation-search';

/** Where a conversation has the query: the passage as plain text, the match marked. */
export function SnippetText({ snippet }: { snippet: Snippet }) {
  const t = useT();
  return (
    <span className="line-clamp-3 text-sm break-words text-slate-600">
      <span className="sr-only">{t('sessions.foundInText')} </span>
      {snippet.before}
      <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-900">{snippet.match}</mark>
      {snippet.after}
    </span>
  );
}

function FailedHistories({ failed, onRetry }: { failed: readonly SessionSummary[]; onRetry: () => void }) {
  const t = useT();
  const titles = failed.map((session) => `“${session.title || t('sessions.untitled')}”`).join(', ');
  const text =
    failed.length === 1
      ? t('sessions.searchFailedOne', { titles })
      : t('sessions.searchFailedMany', { count: failed.length, titles });
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
      {text}
      <Button size="sm" onClick={onRetry}>
        {t('sessions.retry')}
      </Button>
    </p>
  );
}

interface SearchProgressProps {
  search: ConversationSearch;
  /** The list is longer than a search loads: how many sessions were searched. */
  searchedOnly?: number;
}

/** While histories load, that the search goes on; which conversations could not be searched, with a retry. */
export function SearchProgress({ search, searchedOnly }: SearchProgressProps) {
  const t = useT();
  if (!search.active) return null;
  return (
    <div role="status" className="flex flex-col gap-2">
      {search.searching && <p className="px-2 text-sm text-slate-600">{t('sessions.searching')}</p>}
      {searchedOnly !== undefined && (
        <p className="px-2 text-sm text-slate-600">{t('sessions.searchCut', { count: searchedOnly })}</p>
      )}
      {search.failed.length > 0 && <FailedHistories failed={search.failed} onRetry={search.retry} />}
    </div>
  );
}
