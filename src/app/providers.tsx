import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/api-context';
import { createHttp } from '../api/http';
import { createSessionQueries } from '../api/session-queries';

// A server that did not answer within the timeout has already kept the inspector waiting long enough.
const retryOnce = (failures: number, error: unknown) => failures < 1 && (error as { kind?: string }).kind !== 'timeout';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, retry: retryOnce, refetchOnWindowFocus: false } } });
}

export function Providers({ apiUrl, queryClient, children }: { apiUrl: string; queryClient: QueryClient; children: ReactNode }) {
  const [queries] = useState(() => createSessionQueries(createHttp(apiUrl)));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider queries={queries}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
