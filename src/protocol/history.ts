import type { TimelineItem, ToolCallRecord, TranscriptMessage } from './session-state';
import type { TranscriptSnapshot } from './transcript-snapshot';

/** One entry of the contract's REST history (roles user, assistant, tool_call, tool). */
export interface HistoryEntryLike {
  role: string;
  content?: string | null;
  agent_id?: string | null;
  tool_call_id?: string | null;
  tool_name?: string | null;
}

/**
 * REST history → the same transcript a live run builds: messages with their agent, tool calls
 * where they happened with their arguments and results. Ids are derived from the position, as
 * the contract gives messages none. Everything is marked restored (never read aloud).
 */
export function fromHistory(threadId: string, entries: readonly HistoryEntryLike[], at: number): TranscriptSnapshot {
  const messages: TranscriptMessage[] = [];
  const calls = new Map<string, ToolCallRecord>();
  const timeline: TimelineItem[] = [];
  entries.forEach((entry, index) => {
    const content = entry.content ?? '';
    if (entry.role === 'tool_call' || entry.role === 'tool') {
      const id = entry.tool_call_id ?? `${threadId}-tool-${index}`;
      const existing = calls.get(id);
      if (entry.role === 'tool_call') {
        const call: ToolCallRecord = { id, name: entry.tool_name ?? 'unknown_tool', argsText: content, status: 'awaiting_result', startedAt: at, restored: true };
        if (entry.agent_id) call.agentId = entry.agent_id;
        calls.set(id, call);
        timeline.push({ kind: 'toolCall', id });
      } else if (existing) {
        calls.set(id, { ...existing, status: 'completed', result: content });
      } else {
        calls.set(id, { id, name: entry.tool_name ?? 'unknown_tool', argsText: '', status: 'completed', result: content, startedAt: at, restored: true, orphan: true });
        timeline.push({ kind: 'toolCall', id });
      }
      return;
    }
    const id = `${threadId}-h${index}`;
    const message: TranscriptMessage = { id, role: entry.role, text: content, status: 'complete', createdAt: at, restored: true };
    if (entry.agent_id) message.agentId = entry.agent_id;
    if (entry.role === 'user') message.delivery = 'sent';
    messages.push(message);
    timeline.push({ kind: 'message', id });
  });
  return { messages, toolCalls: [...calls.values()], timeline };
}
