// Runtime configuration: edit this file on a deployed build to point the app at another server.
// Any field left out falls back to VITE_* build variables, then to the mock server on port 8000.
// URL parameters (?ws=…&api=…&user=…) override everything here.
window.__HAI_CONFIG__ = {
  // wsUrl: 'wss://agora.example/ws',
  // apiUrl: 'https://agora.example',
  // userId: 'koen',
  // personas: ['koen', 'fatima', 'sanne'],
};
