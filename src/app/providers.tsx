import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/api-context';
import { createHttp } from '../api/http';
import { createSessionQueries } from '../api/session-queries';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, retry: 1, refetchOnWindowFocus: false } } });
}

export function Providers({ apiUrl, queryClient, children }: { apiUrl: string; queryClient: QueryClient; children: ReactNode }) {
  const [queries] = useState(() => createSessionQueries(createHttp(apiUrl)));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider queries={queries}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
