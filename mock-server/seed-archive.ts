import type { SeedSession, SeedTurn } from './seed-session';

export const archiveSessionId = 'archief-jaaroverzicht-2025';
export const toolArchiveSessionId = 'jaararchief-2024-met-tools';

/** A very long conversation (persona `archief`) to show that opening and scrolling stay fast. */
export function archiveSession(messageCount: number): SeedSession {
  const turns: SeedTurn[] = [];
  for (let i = 1; i * 2 <= messageCount; i++) {
    turns.push({ user: `Vraag ${i}: wat was de bevinding bij controle ${i}?` });
    if (i % 10 === 0)
      turns.push({
        agent: 'history-agent',
        tool: 'get_inspection_history',
        args: { page: i / 10 },
        result: { inspections: i },
      });
    turns.push({
      agent: i % 2 ? 'history-agent' : 'regulation-agent',
      say: `Antwoord ${i}: bij controle ${i} was de koelcel **${(3 + (i % 6)).toFixed(1)} °C**; dat is ${i % 6 > 4 ? 'te warm' : 'in orde'}.`,
    });
  }
  return { sessionId: archiveSessionId, userId: 'archief', hoursAgo: 400, minutes: 600, turns };
}

type ToolTurn = Extract<SeedTurn, { tool: string }>;

const historyCall = (i: number): ToolTurn => ({
  agent: 'history-agent',
  tool: 'get_inspection_history',
  args: { kvk_number: String(90_000_000 + i), limit: 5 },
  result: { inspections: [{ inspectionId: `INS-2024-${i}`, result: i % 7 ? 'in orde' : 'herinspectie nodig' }] },
});
const regulationCall = (i: number): ToolTurn => ({
  agent: 'regulation-agent',
  tool: 'search_regulations',
  args: { query: `koelcel controle ${i}`, jurisdiction: 'NL' },
  result: { results: [{ title: 'Hygiënecode voor de Horeca', section: `4.${i % 9}` }] },
});

/** A conversation of `messageCount` chat messages where every answer follows a tool call (history loads in benchmarks). */
export function toolArchiveSession(messageCount: number): SeedSession {
  const turns: SeedTurn[] = [];
  for (let i = 1; i * 2 <= messageCount; i++) {
    const call = i % 2 ? regulationCall(i) : historyCall(i);
    turns.push({ user: `Jaaroverzicht 2024, punt ${i}: bevindingen bij bedrijf ${i}?` });
    turns.push(call);
    turns.push({
      agent: call.agent,
      say: `Antwoord ${i}: bij bedrijf ${i} was de koelcel **${(3 + (i % 6)).toFixed(1)} °C**; zie de ${i % 2 ? 'regelgeving' : 'inspectiehistorie'}.`,
    });
  }
  return { sessionId: toolArchiveSessionId, userId: 'archief', hoursAgo: 900, minutes: 900, turns };
}

/** Persona `veel`: `count` short past inspections, to page through (and refresh) more than 100 sessions. */
export function manySessions(count: number): SeedSession[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return {
      sessionId: `veel-inspectie-${n}`,
      userId: 'veel',
      hoursAgo: 2 + index * 3,
      minutes: 10,
      turns: [
        { user: `Inspectie ${n}: koelcel gecontroleerd` },
        { agent: 'general-agent', say: `Genoteerd voor inspectie ${n}.` },
      ],
    };
  });
}

/** How many day conversations persona `archief` has, and how many chat messages each. */
export const dailyArchiveSize = { sessions: 50, messages: 1_000 } as const;

export const dailyArchiveSessionId = (day: number): string => `archief-dag-${String(day).padStart(2, '0')}`;

/** One day of persona `archief`: `messageCount` chat messages, a tool call before every 25th answer. */
function dailyArchiveSession(day: number, messageCount: number): SeedSession {
  const dd = String(day).padStart(2, '0');
  const turns: SeedTurn[] = [];
  for (let i = 1; i * 2 <= messageCount; i++) {
    turns.push({ user: `Dagarchief ${dd}, vraag ${i}: bevinding bij controle ${i}?` });
    if (i % 25 === 0)
      turns.push({
        agent: 'history-agent',
        tool: 'get_inspection_history',
        args: { day, page: i / 25 },
        result: { inspections: i },
      });
    turns.push({
      agent: i % 2 ? 'history-agent' : 'regulation-agent',
      say: `Dag ${dd}, antwoord ${i}: bij controle ${i} was de koelcel **${(3 + (i % 6)).toFixed(1)} °C**.`,
    });
  }
  // One a day, each older than the two long archive conversations, so those stay on top of the list.
  return {
    sessionId: dailyArchiveSessionId(day),
    userId: 'archief',
    hoursAgo: 912 + 24 * (day - 1),
    minutes: 480,
    turns,
  };
}

/** `count` conversations `archief-dag-01`, … for opening many long sessions one after the other (benchmarks). */
export function dailyArchiveSessions(count: number, messageCount: number): SeedSession[] {
  return Array.from({ length: count }, (_, index) => dailyArchiveSession(index + 1, messageCount));
}
