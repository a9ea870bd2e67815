import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SessionList } from '../../api/contract';

/** The most list pages a search loads (500 sessions at 20 a page): an archive past it is searched in part, said so. */
const searchPageCap = 25;

type ListQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<SessionList, unknown>>,
  'data' | 'hasNextPage' | 'isFetching' | 'isFetchNextPageError' | 'fetchNextPage'
>;

export interface SearchPages {
  /** Pages behind "Meer laden" are still coming in for the search. */
  loading: boolean;
  /** The list has more than `searchPageCap` pages: the ones after it were not searched. */
  cut: boolean;
}

/**
 * While a search is on, the rest of the inspector's list is loaded page by page (up to `searchPageCap`), so a
 * match behind "Meer laden" is found. A page that fails stops it: the list shows that failure with its retry.
 * When the search ends the list goes back to the pages it had.
 */
export function useSearchPages(query: ListQuery, active: boolean, keepPages: (count: number) => void): SearchPages {
  const pages = query.data?.pages.length ?? 0;
  // The pages the list had when the search began: it goes back to them when the search ends.
  const before = useRef<number>(undefined);
  useEffect(() => {
    if (active) before.current ??= Math.max(1, pages);
    else if (before.current !== undefined) {
      keepPages(before.current);
      before.current = undefined;
    }
  }, [active, pages, keepPages]);
  const wanted = active && query.hasNextPage && !query.isFetchNextPageError && pages < searchPageCap;
  const { isFetching, fetchNextPage } = query;
  useEffect(() => {
    if (wanted && !isFetching) void fetchNextPage();
  }, [wanted, isFetching, pages, fetchNextPage]);
  return { loading: wanted, cut: active && query.hasNextPage && pages >= searchPageCap };
}
