import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useApi } from '../../api/api-context';

const GatewaySettings = lazy(() => import('../../features/gateway/gateway-settings'));

/**
 * Another backend has other threads and other users: start afresh there, without this one's thread, inspector (or a
 * backend) in the URL; the inspector chosen there before comes back.
 */
function reopenOnAnotherBackend(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('thread');
  url.searchParams.delete('user');
  url.searchParams.delete('backend');
  window.location.replace(url.toString());
}

/** The backend choice and the key, loaded only when the server is AGORA's gateway. */
export function GatewaySlot() {
  const api = useApi();
  const { data } = useQuery(api.gateway.info());
  if (!data) return null;
  return (
    <Suspense fallback={null}>
      <GatewaySettings gateway={data} current={api.backend ?? ''} onSwitch={reopenOnAnotherBackend} />
    </Suspense>
  );
}
