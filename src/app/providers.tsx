import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../api/api-context';
import { createHttp } from '../api/http';
import { createSessionApi } from '../api/session-api';

export function Providers({ apiUrl, children }: { apiUrl: string; children: ReactNode }) {
  const [api] = useState(() => createSessionApi(createHttp(apiUrl)));
  return <ApiProvider api={api}>{children}</ApiProvider>;
}
