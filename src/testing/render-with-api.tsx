import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ApiProvider } from '../api/api-context';
import { gatewayQueries } from '../api/gateway-queries';
import { createHttp } from '../api/http';
import { createQueryClient } from '../api/query-client';
import { createQueryFactories } from '../api/query-factories';
import { createRestApi } from '../api/rest-api';

export type FakeServer = (url: string, init?: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Renders UI over a fresh QueryClient (no retries) and the REST API against a fake server. */
export function renderWithApi(ui: ReactElement, server: FakeServer) {
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(String(input), init));
  const http = createHttp('http://api', fetchImpl as typeof fetch);
  const rest = createRestApi(http);
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={{ rest, queries: createQueryFactories(rest), gateway: gatewayQueries(http) }}>{ui}</ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, fetchImpl, queryClient, settled: () => whenSettled(queryClient) };
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Resolves once no query or mutation is in flight and the query cache has not changed for two turns of the event
 * loop, with React's renders flushed (an effect may start the next query). No deadline: a busy machine only
 * makes it take longer.
 */
async function whenSettled(client: QueryClient): Promise<void> {
  let events = 0;
  const unsubscribe = client.getQueryCache().subscribe(() => events++);
  try {
    for (let quiet = 0; quiet < 2;) {
      const before = events;
      await nextTask();
      const idle = client.isFetching() === 0 && client.isMutating() === 0 && events === before;
      quiet = idle ? quiet + 1 : 0;
    }
  } finally {
    unsubscribe();
  }
}
