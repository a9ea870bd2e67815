import { listValues } from '../lib/persistent/persistent-list';
import { mapGet, mapSet, mapValues } from '../lib/persistent/persistent-map';
import type { ApprovalRecord, SessionState, TranscriptMessage } from './session-state';

/**
 * Where in a message's text the approval was asked: just after the text it had then (`textBefore`), found
 * again in the same message or in the history's copy of it. Undefined when that text is not there (any more).
 */
export function splitOffset(text: string, textBefore: string): number | undefined {
  const needle = textBefore.trim();
  const found = needle ? text.indexOf(needle) : -1;
  return found < 0 ? undefined : found + needle.length;
}

/** The answer being written when an approval is asked, if any: the approval reads inside it, where it was asked. */
export function askedInMessage(state: SessionState): ApprovalRecord['inMessage'] {
  for (const id of [...state.openMessageIds].reverse()) {
    const message = mapGet(state.messages, id);
    if (message?.role === 'assistant' && message.text.trim()) return { messageId: id, textBefore: message.text };
  }
}

export interface ApprovalInMessage {
  approvalId: string;
  /** Where the message's text breaks for it. */
  at: number;
}

/** Whether the approval reads inside its message (so its own row in the timeline stays empty). */
export const isShownInMessage = (state: SessionState, { inMessage }: ApprovalRecord): boolean =>
  !!inMessage &&
  splitOffset(mapGet(state.messages, inMessage.messageId)?.text ?? '', inMessage.textBefore) !== undefined;

const none: readonly ApprovalInMessage[] = [];
const breaksCache = new WeakMap<TranscriptMessage, [SessionState['approvals'], ApprovalInMessage[]]>();

/**
 * The approvals asked in the middle of a message, in the order they break its text: the message shows its text
 * up to each, the approval and its outcome, then what it wrote after (the report that followed the approval).
 * The same array while neither the message nor the approvals change.
 */
export function selectApprovalsInMessage(state: SessionState, messageId: string): readonly ApprovalInMessage[] {
  const message = mapGet(state.messages, messageId);
  if (!message) return none;
  const cached = breaksCache.get(message);
  if (cached?.[0] === state.approvals) return cached[1];
  const found: ApprovalInMessage[] = [];
  for (const { approvalId, inMessage } of mapValues(state.approvals)) {
    const at = inMessage?.messageId === messageId ? splitOffset(message.text, inMessage.textBefore) : undefined;
    if (at !== undefined) found.push({ approvalId, at });
  }
  found.sort((a, b) => a.at - b.at);
  breaksCache.set(message, [state.approvals, found]);
  return found;
}

/**
 * After the REST history replaced the live messages (new ids), each approval asked inside a message is found
 * again in the message that holds the text it was asked after.
 */
export function relinkApprovals(state: SessionState): SessionState {
  let approvals = state.approvals;
  for (const approval of mapValues(approvals)) {
    const place = approval.inMessage;
    if (!place || isShownInMessage(state, approval)) continue;
    for (const { kind, id } of listValues(state.timeline)) {
      if (kind !== 'message' || splitOffset(mapGet(state.messages, id)?.text ?? '', place.textBefore) === undefined)
        continue;
      approvals = mapSet(approvals, approval.approvalId, { ...approval, inMessage: { ...place, messageId: id } });
      break;
    }
  }
  return approvals === state.approvals ? state : { ...state, approvals };
}
