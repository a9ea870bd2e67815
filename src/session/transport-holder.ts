import type { Transport } from '../transport/transport';

/** The session's transport of the moment: while there is none, nothing is sent and nothing restarts. */
export function createTransportHolder() {
  let current: Transport | undefined;
  return {
    send: (text: string): boolean => current?.send(text) ?? false,
    restart: () => current?.restart(),
    reconnectNow: () => current?.reconnectNow(),
    cancelRun: () => current?.cancelRun?.(),
    /** Holds `client`; the returned release lets go of it unless another was held since. */
    hold(client: Transport): () => void {
      current = client;
      return () => {
        if (current === client) current = undefined;
      };
    },
  };
}

export type TransportHolder = ReturnType<typeof createTransportHolder>;
