import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { SessionList, SessionSummary, UnreadableEntry } from '../../api/contract';
import { ApiError } from '../../api/http';
import { useTurnOff } from '../../api/use-server-data';

type Pages = InfiniteData<SessionList, number>;

/** A row of the list: a session, or an entry the server sent that could not be read, in its place. */
export type SessionRowData = { session: SessionSummary } | { unreadable: UnreadableEntry; key: string };

/** A page's rows in the server's order: its sessions with its unreadable entries where they stood. */
function pageRows(page: SessionList, pageIndex: number): SessionRowData[] {
  const rows: SessionRowData[] = page.sessions.map((session) => ({ session }));
  for (const entry of page.unreadable ?? [])
    rows.splice(Math.min(entry.at, rows.length), 0, { unreadable: entry, key: `unreadable-${pageIndex}-${entry.at}` });
  return rows;
}

/** One inspector's sessions, page by page, flattened (a session seen twice while pages shift is listed once). */
export function useSessionList(userId: string) {
  const { queries } = useApi();
  const query = useInfiniteQuery(queries.sessionQueries.list(userId));
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap(pageRows)
      .filter((row) => !('session' in row) || (!seen.has(row.session.sessionId) && seen.add(row.session.sessionId)));
  }, [query.data]);
  const sessions = useMemo(() => rows.flatMap((row) => ('session' in row ? [row.session] : [])), [rows]);
  const totalCount = query.data?.pages.at(-1)?.totalCount ?? 0;
  const capped = query.data?.pages.at(-1)?.capped;
  return { query, rows, sessions, totalCount, capped, keepPages: useKeepPages(userId) };
}

/**
 * Drops the list's pages after the first `count` (those a search loaded): the list is asked for again each time it
 * shows, page by page, so pages kept after a search would each be asked for every time.
 */
function useKeepPages(userId: string): (count: number) => void {
  const { queries } = useApi();
  const client = useQueryClient();
  return useCallback(
    (count: number) => {
      const { queryKey } = queries.sessionQueries.list(userId);
      void client
        .cancelQueries({ queryKey })
        .then(() =>
          client.setQueryData<Pages>(queryKey, (data) =>
            data && data.pages.length > count
              ? { pages: data.pages.slice(0, count), pageParams: data.pageParams.slice(0, count) }
              : data,
          ),
        );
    },
    [client, queries, userId],
  );
}

/** Applies `change` to every page of the list at once; returns what was there, to put back. */
function useOptimisticList(userId: string) {
  const { queries } = useApi();
  const client = useQueryClient();
  const { queryKey } = queries.sessionQueries.list(userId);
  return {
    async change(update: (session: SessionSummary) => SessionSummary | undefined) {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<Pages>(queryKey);
      if (before) {
        const pages = before.pages.map((page) => {
          const sessions = page.sessions.flatMap((session) => update(session) ?? []);
          return { ...page, sessions, totalCount: page.totalCount - (page.sessions.length - sessions.length) };
        });
        client.setQueryData<Pages>(queryKey, { ...before, pages });
      }
      return before;
    },
    restore: (before: Pages | undefined) => before && client.setQueryData<Pages>(queryKey, before),
    settle: () => client.invalidateQueries({ queryKey }),
  };
}

/**
 * A refused change to the list, as an error whose kind the sidebar words from the catalog. It belongs to
 * the inspector whose list it was: another inspector's list shows none of it.
 */
function useFailure(userId: string) {
  const [failure, setFailure] = useState<{ userId: string; error: Error }>();
  return {
    failure: failure?.userId === userId ? failure.error : undefined,
    fail: (error: Error) => setFailure({ userId, error }),
    dismissFailure: () => setFailure(undefined),
  };
}

/** Deletes a session: gone from the list at once, back with a message when the server refuses. */
export function useDeleteSession(userId: string) {
  const { rest } = useApi();
  const list = useOptimisticList(userId);
  const { failure, fail, dismissFailure } = useFailure(userId);
  const mutation = useMutation({
    mutationFn: (sessionId: string) => rest.deleteSession(sessionId),
    onMutate: (sessionId) => list.change((session) => (session.sessionId === sessionId ? undefined : session)),
    onError: (error, _id, before) => {
      list.restore(before);
      fail(error);
    },
    onSettled: () => list.settle(),
  });
  const remove = (sessionId: string) => {
    dismissFailure();
    mutation.mutate(sessionId);
  };
  return { remove, failure, dismissFailure };
}

/** The server has no rename (405, or a 404 about the route, not the session): not a failure, a feature it lacks. */
const noRename = (error: Error) =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  (error.status === 405 || (error.status === 404 && !/session/i.test(error.message)));

/**
 * Renames a session: the new title at once, the old one back (with a message) when the server refuses. A server
 * without a rename gets no message: renaming is off from then on (the pencils go).
 */
export function useRenameSession(userId: string) {
  const { rest } = useApi();
  const list = useOptimisticList(userId);
  const turnOff = useTurnOff();
  const { failure, fail, dismissFailure } = useFailure(userId);
  const mutation = useMutation({
    mutationFn: ({ sessionId, title }: { sessionId: string; title: string }) => rest.renameSession(sessionId, title),
    onMutate: ({ sessionId, title }) =>
      list.change((session) => (session.sessionId === sessionId ? { ...session, title } : session)),
    onError: (error, _input, before) => {
      list.restore(before);
      if (noRename(error)) turnOff('rename');
      else fail(error);
    },
    onSettled: () => list.settle(),
  });
  const rename = (sessionId: string, title: string) => {
    dismissFailure();
    mutation.mutate({ sessionId, title });
  };
  return { rename, failure, dismissFailure };
}
