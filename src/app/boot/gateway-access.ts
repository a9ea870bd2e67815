import { apiKeyStore, requestApiKey, withToken } from '../../api/api-key';
import type { SessionDeps } from '../../session/session-deps';

/** What a live session needs of AGORA's gateway key: it on each connection, a dialog on 4001, a retry on a new key. */
export const gatewayAccess: Pick<SessionDeps, 'authorize' | 'onUnauthorized' | 'watchAccess'> = {
  authorize: withToken,
  onUnauthorized: requestApiKey,
  watchAccess: (reconnectNow) =>
    apiKeyStore.subscribe((state, previous) => {
      if (state.version !== previous.version) reconnectNow();
    }),
};
