import type { SeedSession, SeedTurn } from './seed';

/** A very long conversation (persona `archief`) to show that opening and scrolling stay fast. */
export function archiveSession(messageCount: number): SeedSession {
  const turns: SeedTurn[] = [];
  for (let i = 1; i * 2 <= messageCount; i++) {
    turns.push({ user: `Vraag ${i}: wat was de bevinding bij controle ${i}?` });
    if (i % 10 === 0) turns.push({ agent: 'history-agent', tool: 'get_inspection_history', args: { page: i / 10 }, result: { inspections: i } });
    turns.push({ agent: i % 2 ? 'history-agent' : 'regulation-agent', say: `Antwoord ${i}: bij controle ${i} was de koelcel **${(3 + (i % 6)).toFixed(1)} °C**; dat is ${i % 6 > 4 ? 'te warm' : 'in orde'}.` });
  }
  return { sessionId: 'archief-jaaroverzicht-2025', userId: 'archief', hoursAgo: 400, minutes: 600, turns };
}
