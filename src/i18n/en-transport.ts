import type { nlTransport } from './nl-transport';

/** The English names of the transports; the type makes a missing or extra key a compile error. */
export const enTransport: Record<keyof typeof nlTransport, string> = {
  'transport.agora-ws': 'AGORA (WebSocket)',
  'transport.agui-sse': 'AG-UI (SSE)',
  'transport.hai-v1': 'HAI v1.1',
};
