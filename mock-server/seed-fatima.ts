import { regulationsFor } from '../scenarios/demo-data';
import type { SeedSession } from './seed-session';

export const fatimaSessions: SeedSession[] = [
  {
    sessionId: '5d2f8b63-9e14-4a7c-a1b8-6c3e0f7d5e44',
    userId: 'fatima',
    hoursAgo: 5,
    minutes: 41,
    turns: [
      { user: 'Start inspectie bij Bakkerij De Gouden Korrel, KVK 70451236' },
      {
        agent: 'history-agent',
        tool: 'get_company_info',
        args: { kvk_number: '70451236' },
        result: {
          kvkNumber: '70451236',
          name: 'Bakkerij De Gouden Korrel',
          address: { street: 'Marktplein 3', postalCode: '5611 EB', city: 'Eindhoven' },
          sbiCode: '10711',
        },
      },
      {
        agent: 'history-agent',
        tool: 'get_inspection_history',
        args: { kvk_number: '70451236', limit: 5 },
        result: {
          inspections: [{ inspectionId: 'INS-2024-1120', date: '2024-11-20', result: 'in orde', findings: [] }],
        },
      },
      {
        agent: 'history-agent',
        say: 'Bakkerij De Gouden Korrel had bij de laatste inspectie (november 2024) geen tekortkomingen.',
      },
      { user: 'Bevinding: zelfgemaakte taarten in de vitrine hebben geen houdbaarheidsdatum' },
      {
        agent: 'regulation-agent',
        tool: 'search_regulations',
        args: { query: 'houdbaarheidsdatum onverpakt gebak', jurisdiction: 'NL' },
        result: { results: regulationsFor('etikettering') },
      },
      {
        agent: 'regulation-agent',
        say: 'Voor onverpakt gebak is geen datum op het product verplicht, maar de bakker moet wel kunnen aantonen hoe lang het bewaard wordt. Vraag naar de interne bewaartermijnen.',
      },
    ],
  },
  {
    sessionId: 'e7a3c915-2b8d-4e6f-9c04-7d1b5a8e6f55',
    userId: 'fatima',
    hoursAgo: 52,
    minutes: 22,
    turns: [
      { user: 'Sushi Kaizen bewaart de sushirijst op kamertemperatuur, mag dat?' },
      {
        agent: 'regulation-agent',
        tool: 'search_regulations',
        args: { query: 'sushirijst kamertemperatuur aanzuren', jurisdiction: 'NL' },
        result: { results: regulationsFor('temperatuur') },
      },
      {
        agent: 'regulation-agent',
        say: 'Aangezuurde sushirijst mag op kamertemperatuur worden bewaard als de pH onder 4,6 ligt en dat wordt gemeten en vastgelegd. Vraag om de pH-registratie.',
      },
    ],
  },
];
