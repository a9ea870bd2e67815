import { handoffToolNames } from '../scenarios/handoff';
import { toolResultContent } from '../scenarios/tool-call';
import {
  archiveSession,
  dailyArchiveSessions,
  dailyArchiveSize,
  manySessions,
  toolArchiveSession,
} from './seed-archive';
import { fatimaSessions } from './seed-fatima';
import { koenSessions } from './seed-koen';
import { sanneSessions } from './seed-sanne';
import type { SeedSession } from './seed-session';
import { titleFrom, withUserContext } from './store';
import type { HistoryEntry, SessionStore } from './store';

const seedSessions: SeedSession[] = [
  ...koenSessions,
  ...fatimaSessions,
  ...sanneSessions,
  archiveSession(2_000),
  toolArchiveSession(5_000),
  ...dailyArchiveSessions(dailyArchiveSize.sessions, dailyArchiveSize.messages),
  ...manySessions(130),
];

/** Dates a seeded conversation's entries evenly from its start to its last activity. */
function dated(entries: HistoryEntry[], start: number, end: number): HistoryEntry[] {
  const step = entries.length > 1 ? (end - start) / (entries.length - 1) : 0;
  return entries.map((entry, index) => ({ ...entry, timestamp: Math.round(start + index * step) }));
}

function toHistory(session: SeedSession, owner: string): HistoryEntry[] {
  let calls = 0;
  return session.turns.flatMap((turn): HistoryEntry[] => {
    if ('user' in turn) return [{ role: 'user', content: withUserContext(owner, turn.user) }];
    if ('say' in turn) return [{ role: 'assistant', content: turn.say, agent_id: turn.agent }];
    calls += 1;
    const id = `tc-${session.sessionId}-${calls}`;
    if ('handoffTo' in turn) {
      const name = handoffToolNames[turn.handoffTo];
      return [
        { role: 'tool_call', tool_call_id: id, tool_name: name, content: null, agent_id: 'general-agent' },
        { role: 'tool', tool_call_id: id, tool_name: name, content: `Transferred to ${turn.handoffTo}` },
      ];
    }
    return [
      {
        role: 'tool_call',
        tool_call_id: id,
        tool_name: turn.tool,
        content: JSON.stringify(turn.args),
        agent_id: turn.agent,
      },
      { role: 'tool', tool_call_id: id, tool_name: turn.tool, content: toolResultContent(turn.result) },
    ];
  });
}

const firstUserTurn = (session: SeedSession): string =>
  session.turns.find((turn): turn is { user: string } => 'user' in turn)?.user ?? '';

/**
 * Adds the personas' past inspections, dated relative to `now`, each titled after its first message.
 * `owner` names who a persona's sessions belong to (v2.5.1: the persona's user UUID).
 */
export function seedStore(
  store: SessionStore,
  {
    now = Date.now(),
    owner = (persona: string) => persona,
  }: { now?: number; owner?: (persona: string) => string } = {},
): void {
  for (const session of seedSessions) {
    const createdAt = now - session.hoursAgo * 3_600_000;
    const userId = owner(session.userId);
    store.put({
      sessionId: session.sessionId,
      userId,
      title: titleFrom(firstUserTurn(session)),
      createdAt,
      lastActivity: createdAt + session.minutes * 60_000,
      history: dated(toHistory(session, userId), createdAt, createdAt + session.minutes * 60_000),
    });
  }
}
