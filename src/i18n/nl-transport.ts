/** The Dutch names of the transports, as the status line shows them. */
export const nlTransport = {
  'transport.agora-ws': 'AGORA (WebSocket)',
  'transport.agui-sse': 'AG-UI (SSE)',
  'transport.hai-v1': 'HAI v1.1',
};
