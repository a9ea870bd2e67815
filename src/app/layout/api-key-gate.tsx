import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { apiKeyStore, dismissApiKeyRequest } from '../../api/api-key';

const ApiKeyDialog = lazy(() => import('../../features/gateway/api-key-dialog'));

/** Loads and shows the key dialog once the gateway has asked for a key. */
export function ApiKeyGate({ apiUrl }: { apiUrl: string }) {
  const asked = useStore(apiKeyStore, (state) => state.request !== undefined);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ApiKeyDialog apiUrl={apiUrl} onLater={dismissApiKeyRequest} />
    </Suspense>
  );
}
