import { regulationsFor } from '../scenarios/demo-data';
import type { SeedSession } from './seed-session';

export const sanneSessions: SeedSession[] = [
  {
    sessionId: '1b6d4e27-8f3a-4c95-b2e1-9a0c7f3d2a66',
    userId: 'sanne',
    hoursAgo: 20,
    minutes: 55,
    turns: [
      { user: 'Start inspectie grootkeuken Zorgcentrum De Linde, KVK 41187765' },
      {
        agent: 'history-agent',
        tool: 'get_company_info',
        args: { kvk_number: '41187765' },
        result: {
          kvkNumber: '41187765',
          name: 'Stichting Zorgcentrum De Linde',
          address: { street: 'Lindelaan 20', postalCode: '9712 KL', city: 'Groningen' },
          sbiCode: '87101',
        },
      },
      {
        agent: 'history-agent',
        say: 'De grootkeuken van Zorgcentrum De Linde bereidt dagelijks circa 180 maaltijden. Er zijn geen eerdere inspecties in het systeem.',
      },
      { user: 'Ik heb muizenkeutels gezien achter de vaatwasser' },
      {
        agent: 'regulation-agent',
        tool: 'search_regulations',
        args: { query: 'muizen ongedierte keuken', jurisdiction: 'NL' },
        result: { results: regulationsFor('muizen') },
      },
      {
        agent: 'regulation-agent',
        say: 'Dit is een ernstige overtreding van **Verordening (EG) nr. 852/2004**, bijlage II, hoofdstuk IX, punt 4. Vraag direct naar het contract met de ongediertebestrijder en plan een herinspectie binnen twee weken.',
      },
    ],
  },
  {
    sessionId: '9c0e5f38-4d7b-4a26-8f19-0b2d6e4c7b77',
    userId: 'sanne',
    hoursAgo: 220,
    minutes: 12,
    turns: [
      { user: 'Wat is de kerntemperatuur voor het warmhouden van maaltijden?' },
      {
        agent: 'general-agent',
        say: 'Warm gehouden maaltijden moeten een kerntemperatuur van minimaal 60 °C hebben, volgens de Hygiënecode voor de Horeca. Meet met een gekalibreerde thermometer.',
      },
    ],
  },
];
