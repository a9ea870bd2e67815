/** `GET /agents` (v2.5.1): AGORA's four agents under the names the client shows for them. */
export const agentList = {
  active_agents: [
    {
      id: 'general-agent',
      name: 'Algemene assistent',
      model: 'gpt-4o',
      description: 'Beantwoordt algemene vragen en verwijst door naar de juiste specialist.',
    },
    {
      id: 'history-agent',
      name: 'Bedrijfshistorie',
      model: 'gpt-4o',
      description: 'Zoekt KVK-gegevens en eerdere inspecties van een bedrijf op.',
    },
    {
      id: 'regulation-agent',
      name: 'Regelgeving',
      model: 'gpt-4o',
      description: 'Zoekt de wet- en regelgeving bij een bevinding en weegt de overtreding.',
    },
    {
      id: 'reporting-agent',
      name: 'Rapportage',
      model: 'gpt-4o',
      description: 'Stelt het inspectierapport op, na akkoord van de inspecteur.',
    },
  ],
  inactive_agents: [],
} as const;
