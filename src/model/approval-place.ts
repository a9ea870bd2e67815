import { listValues } from '../lib/persistent/persistent-list';
import { mapGet, mapSet, mapValues } from '../lib/persistent/persistent-map';
import type { ApprovalRecord, SessionState, TranscriptMessage } from './session-state';

/**
 * Where in a message's text the approval was asked: just after the text it had then (`textBefore`), found
 * again in the same message or in the history's copy of it. Undefined when that text is not there (any more).
 */
export function splitOffset(text: string, textBefore: string): number | undefined {
  const needle = textBefore.trim();
  if (needle === '') return undefined;
  const found = text.indexOf(needle);
  return found < 0 ? undefined : found + needle.length;
}

/** The answer being written when an approval is asked, if any: the approval reads inside it, where it was asked. */
export function askedInMessage(state: SessionState): ApprovalRecord['inMessage'] {
  for (let index = state.openMessageIds.length - 1; index >= 0; index--) {
    const message = mapGet(state.messages, state.openMessageIds[index]!);
    if (message?.role === 'assistant' && message.text.trim() !== '')
      return { messageId: message.id, textBefore: message.text };
  }
  return undefined;
}

export interface ApprovalInMessage {
  approvalId: string;
  /** Where the message's text breaks for it. */
  at: number;
}

/**
 * The approvals asked in the middle of a message, in the order they break its text: the message shows its text
 * up to each, the approval and its outcome, then what it wrote after (the report that followed the approval).
 */
export function approvalsInMessage(state: SessionState, message: TranscriptMessage): ApprovalInMessage[] {
  const found: ApprovalInMessage[] = [];
  for (const approval of mapValues(state.approvals)) {
    if (approval.inMessage?.messageId !== message.id) continue;
    const at = splitOffset(message.text, approval.inMessage.textBefore);
    if (at !== undefined) found.push({ approvalId: approval.approvalId, at });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Whether the approval reads inside its message (so its own row in the timeline stays empty). */
export function isShownInMessage(state: SessionState, approval: ApprovalRecord): boolean {
  const place = approval.inMessage;
  const message = place && mapGet(state.messages, place.messageId);
  return message !== undefined && splitOffset(message.text, place!.textBefore) !== undefined;
}

/**
 * After the REST history replaced the live messages (new ids), each approval asked inside a message is found
 * again in the assistant message that holds the text it was asked after.
 */
export function relinkApprovals(state: SessionState): SessionState {
  let approvals = state.approvals;
  let candidates: TranscriptMessage[] | undefined;
  for (const approval of mapValues(state.approvals)) {
    if (!approval.inMessage || isShownInMessage(state, approval)) continue;
    candidates ??= [...listValues(state.timeline)]
      .map((item) => (item.kind === 'message' ? mapGet(state.messages, item.id) : undefined))
      .filter((message): message is TranscriptMessage => message?.role === 'assistant');
    const { textBefore } = approval.inMessage;
    const home = candidates.find((message) => splitOffset(message.text, textBefore) !== undefined);
    if (home)
      approvals = mapSet(approvals, approval.approvalId, {
        ...approval,
        inMessage: { messageId: home.id, textBefore },
      });
  }
  return approvals === state.approvals ? state : { ...state, approvals };
}

const breaksCache = new WeakMap<
  TranscriptMessage,
  { approvals: SessionState['approvals']; value: ApprovalInMessage[] }
>();
const none: ApprovalInMessage[] = [];

/** `approvalsInMessage` for a message id, the same array while neither the message nor the approvals change. */
export function selectApprovalsInMessage(state: SessionState, messageId: string): readonly ApprovalInMessage[] {
  const message = mapGet(state.messages, messageId);
  if (!message || message.role !== 'assistant') return none;
  const cached = breaksCache.get(message);
  if (cached?.approvals === state.approvals) return cached.value;
  const found = approvalsInMessage(state, message);
  const value = found.length === 0 ? none : found;
  breaksCache.set(message, { approvals: state.approvals, value });
  return value;
}
