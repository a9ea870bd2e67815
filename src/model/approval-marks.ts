import { listValues } from '../lib/persistent/persistent-list';
import { mapGet, mapValues } from '../lib/persistent/persistent-map';
import type { ApprovalRecord, SessionState } from './session-state';
import { putToolCall } from './state-helpers';

/**
 * Marks tool calls the inspector rejected. AGORA's LangGraph server runs a tool before it asks for
 * approval, so a rejected report still appears in the REST history as generated. The approvals this
 * page answered are the latest ones of their tool, so they are matched to that tool's calls from the
 * end, in order. What the server still lists stays as it says; only the mark is added. After a page
 * reload this page's answers are gone and the history is shown as the server has it.
 */
export function markRejectedCalls(state: SessionState): SessionState {
  const byTool = new Map<string, ApprovalRecord[]>();
  for (const approval of mapValues(state.approvals))
    byTool.set(approval.request.toolName, [...(byTool.get(approval.request.toolName) ?? []), approval]);
  if (![...byTool.values()].some((list) => list.some((a) => a.status === 'rejected'))) return state;
  const callsByTool = new Map<string, string[]>();
  for (const item of listValues(state.timeline)) {
    const call = item.kind === 'toolCall' ? mapGet(state.toolCalls, item.id) : undefined;
    if (call && byTool.has(call.name)) callsByTool.set(call.name, [...(callsByTool.get(call.name) ?? []), call.id]);
  }
  let next = state;
  for (const [tool, approvals] of byTool) {
    const sorted = [...approvals].sort((a, b) => a.receivedAt - b.receivedAt);
    const calls = (callsByTool.get(tool) ?? []).slice(-sorted.length);
    const offset = sorted.length - calls.length;
    calls.forEach((id, i) => {
      const call = mapGet(next.toolCalls, id);
      if (call && sorted[i + offset]?.status === 'rejected' && !call.rejectedByInspector)
        next = putToolCall(next, { ...call, rejectedByInspector: true });
    });
  }
  return next;
}
