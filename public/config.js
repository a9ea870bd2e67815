// Runtime configuration: edit this file on a deployed build to point the app at another server.
// Any field left out falls back to VITE_* build variables, then to the page's own origin (a production build, as
// behind AGORA's nginx or Caddy; `npm start` and `npm run dev` use the mock on MOCK_PORT instead).
// URL parameters (?transport=…&ws=…&agent=…&api=…&user=…&backend=…) override everything here but the key and
// the report origins, which only this file can set.
window.__HAI_CONFIG__ = {
  // transport: 'agora-ws', // or 'agui-sse' (AG-UI over HTTP/SSE, with agentUrl) or 'hai-v1' (HAI v1.1, with wsUrl)
  // agentUrl: 'https://agents.example/agui',
  // wsUrl: 'wss://agora.example/ws',
  // apiUrl: 'https://agora.example',
  // userId: 'koen',
  // personas: ['koen', 'fatima', 'sanne'],
  // backend: 'langgraph', // behind AGORA's API gateway: openai, langgraph or mock
  // reportOrigins: ['https://reports.agora.example'], // besides this page's and the API's origin
};
