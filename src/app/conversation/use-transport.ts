import { useEffect, useState } from 'react';
import type { CreateTransport, TransportKind } from '../../transport/transport';

// Each transport but AGORA's own is a chunk of its own, loaded only when configured.
const loaders: Record<Exclude<TransportKind, 'agora-ws'>, () => Promise<CreateTransport>> = {
  'agui-sse': () => import('../../transport/sse-transport').then((module) => module.createSseTransport),
  'hai-v1': () => import('../../transport/hai-v1-transport').then((module) => module.createHaiV1Transport),
};

export type LoadedTransport = { ready: false } | { ready: true; create?: CreateTransport };

/** The configured transport's factory, once its chunk has loaded; AGORA's WebSocket (no factory) is ready at once. */
export function useTransport(kind: TransportKind): LoadedTransport {
  const [loaded, setLoaded] = useState<{ kind: TransportKind; create: CreateTransport }>();
  useEffect(() => {
    if (kind === 'agora-ws') return;
    let current = true;
    void loaders[kind]().then((create) => {
      if (current) setLoaded({ kind, create });
    });
    return () => {
      current = false;
    };
  }, [kind]);
  if (kind === 'agora-ws') return { ready: true };
  return loaded?.kind === kind ? { ready: true, create: loaded.create } : { ready: false };
}
