import { historyTime } from './history-time';
import type { ToolCallRecord, TranscriptMessage } from './session-state';
import { snapshotBuilder, type TranscriptSnapshot } from './transcript-snapshot';

/** One entry of the contract's REST history (roles user, assistant, tool_call, tool). */
export interface HistoryEntryLike {
  role: string;
  content?: string | null;
  agent_id?: string | null;
  tool_call_id?: string | null;
  tool_name?: string | null;
  /** Role `unreadable` (an entry off-contract, kept in its place): the id it named, if any. */
  entryId?: string;
}

/** The role of a history entry that could not be read: shown in its place as such, its detail in the event log. */
const unreadableRole = 'unreadable';

/** AGORA stores `[SYSTEM CONTEXT: user_id=…]` before what the inspector typed: the server's words, not theirs. */
const serverContextPrefix = /^\s*\[SYSTEM CONTEXT:[^\]\n]*\]\s*/;

/** The conversation's words as the inspector reads them: user and assistant messages, without the server's prefix. */
export const chatTexts = (entries: readonly HistoryEntryLike[]): string[] =>
  entries.flatMap((entry) => {
    if (entry.role === 'user') return [(entry.content ?? '').replace(serverContextPrefix, '')];
    return entry.role === 'assistant' && entry.content ? [entry.content] : [];
  });

/**
 * REST history → the same transcript a live run builds: messages with their agent, tool calls
 * where they happened with their arguments and results (a result listed before its call, or a
 * call listed twice, still gives one record). Ids are derived from the position, as the contract
 * gives messages none. Everything is marked restored (never read aloud). `content` may be null
 * (a handoff's tool call has no arguments); the server's context prefix is taken off user text. A message
 * keeps the time the server dated it by, when it gives one (`sentAt`).
 */
export function fromHistory(threadId: string, entries: readonly HistoryEntryLike[], at: number): TranscriptSnapshot {
  const snapshot = snapshotBuilder();
  entries.forEach((entry, index) => {
    if (entry.role === unreadableRole) {
      const mark = { id: `${threadId}-h${index}`, role: unreadableRole, text: entry.entryId ?? '' };
      snapshot.message({ ...mark, status: 'complete', createdAt: at, restored: true });
      return;
    }
    const content = entry.content ?? '';
    if (entry.role === 'tool_call' || entry.role === 'tool') {
      const id = entry.tool_call_id || `${threadId}-tool-${index}`;
      const existing = snapshot.getCall(id);
      const base: ToolCallRecord = existing ?? {
        id,
        name: entry.tool_name ?? 'unknown_tool',
        argsText: '',
        status: 'awaiting_result',
        startedAt: at,
        restored: true,
      };
      if (entry.role === 'tool') {
        // A result listed without its call still names its tool: an orphan only when it does not.
        const orphan = existing ? base.orphan : !entry.tool_name;
        snapshot.call({ ...base, status: 'completed', result: content, orphan });
        return;
      }
      const call: ToolCallRecord = { ...base, name: entry.tool_name ?? base.name, argsText: content, orphan: false };
      if (entry.agent_id?.trim()) call.agentId = entry.agent_id;
      snapshot.call(call);
      return;
    }
    const text = entry.role === 'user' ? content.replace(serverContextPrefix, '') : content;
    const message: TranscriptMessage = {
      id: `${threadId}-h${index}`,
      role: entry.role,
      text,
      status: 'complete',
      createdAt: at,
      restored: true,
    };
    // AGORA's LangGraph server writes `agent_id: ""`: an unknown agent.
    if (entry.agent_id?.trim()) message.agentId = entry.agent_id;
    if (entry.role === 'user') message.delivery = 'sent';
    const sentAt = historyTime(entry);
    if (sentAt !== undefined) message.sentAt = sentAt;
    snapshot.message(message);
  });
  return snapshot.build();
}
