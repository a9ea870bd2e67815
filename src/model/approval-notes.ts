import { mapGet, mapHas } from '../lib/persistent/persistent-map';
import { namedToolCall } from './reduce-custom';
import type { SessionState } from './session-state';

/** Whether the approval was asked when no run was open (after its run ended): the dialog says so. */
export const selectApprovalOutsideRun = (state: SessionState, approvalId: string): boolean =>
  mapGet(state.approvals, approvalId)?.outsideRun === true;

/**
 * The tool call the approval names when this conversation has no such call: the dialog says so. Derived, not
 * stored: a server that asks before it starts the call it names loses the note once the call starts.
 */
export function selectApprovalUnknownCall(state: SessionState, approvalId: string): string | undefined {
  const approval = mapGet(state.approvals, approvalId);
  const callId = approval && namedToolCall(approval.request);
  return callId && !mapHas(state.toolCalls, callId) ? callId : undefined;
}
