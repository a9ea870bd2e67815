// Runtime configuration (README, "Configuration"): fields left out fall back to build variables, then to this
// page's origin. URL parameters override all but apiKey and reportOrigins.
window.__HAI_CONFIG__ = {
  // transport: 'agora-ws', // or 'agui-sse' (with agentUrl) or 'hai-v1' (with wsUrl)
  // agentUrl: 'https://agents.example/agui',
  // wsUrl: 'wss://agora.example/ws',
  // apiUrl: 'https://agora.example',
  // userId: 'koen',
  // personas: ['koen', 'fatima', 'sanne'],
};
