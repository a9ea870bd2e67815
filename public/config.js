// Runtime configuration: edit this file on a deployed build to point the app at another server.
// Any field left out falls back to VITE_* build variables, then to the mock server on port 8000.
// URL parameters (?transport=…&ws=…&agent=…&api=…&user=…) override everything here.
window.__HAI_CONFIG__ = {
  // transport: 'agora-ws', // or 'agui-sse' (AG-UI over HTTP/SSE, with agentUrl) or 'hai-v1' (HAI v1.1, with wsUrl)
  // agentUrl: 'https://agents.example/agui',
  // wsUrl: 'wss://agora.example/ws',
  // apiUrl: 'https://agora.example',
  // userId: 'koen',
  // personas: ['koen', 'fatima', 'sanne'],
};
