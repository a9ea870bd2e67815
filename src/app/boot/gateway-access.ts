import { apiKeyStore, requestApiKey, withToken } from '../../api/api-key';
import type { SessionDeps } from '../../session/session-deps';

/** What a live session needs of AGORA's gateway key: it on each connection, a dialog on 4001, the new key (or none) used at once. */
export const gatewayAccess: Pick<SessionDeps, 'authorize' | 'onUnauthorized' | 'watchAccess'> = {
  authorize: withToken,
  onUnauthorized: requestApiKey,
  watchAccess: (changed) =>
    apiKeyStore.subscribe((state, previous) => {
      if (state.version !== previous.version) changed(state.key !== undefined);
    }),
};
