import type { StoreApi } from 'zustand';
import { selectPendingApprovals } from '../model/selectors';
import type { SessionState } from '../model/session-state';
import { approvalToolLabel } from '../model/tool-labels';
import { selectToolDisplayNames } from '../model/tool-names';
import { type ConversationFacts, useVoice } from '../ui-state/voice-store';

function factsOf(state: SessionState, known: ConversationFacts, runEnded: boolean): ConversationFacts {
  const pending = selectPendingApprovals(state)[0];
  const approval =
    pending?.approvalId === known.approval?.id
      ? known.approval
      : pending && {
          id: pending.approvalId,
          tool: approvalToolLabel(pending.request, selectToolDisplayNames(state)),
          reasoning: pending.request.reasoning ?? undefined,
        };
  return { runActive: state.run.status === 'running', runsEnded: known.runsEnded + (runEnded ? 1 : 0), approval };
}

/** A run ended between the two states: also one that started and ended within one batch of frames. */
function runEnded({ run }: SessionState, { run: before }: SessionState): boolean {
  if (run.status === 'running' || run === before) return false;
  return before.status === 'running' || run.runId !== before.runId || run.finishedAt !== before.finishedAt;
}

/**
 * Tells hands-free what it needs of a live session: whether a run is active, that one ended, and the first
 * approval waiting. Only where the browser can listen; the facts clear when the session goes.
 */
export function mirrorConversation(store: StoreApi<SessionState>): () => void {
  if (!useVoice.getState().supported) return () => {};
  const publish = (state: SessionState, runEnded: boolean) => {
    const known = useVoice.getState().conversation;
    const next = factsOf(state, known, runEnded);
    if (next.runActive !== known.runActive || next.runsEnded !== known.runsEnded || next.approval !== known.approval)
      useVoice.setState({ conversation: next });
  };
  publish(store.getState(), false);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.run !== previous.run || state.approvals !== previous.approvals) publish(state, runEnded(state, previous));
  });
  return () => {
    unsubscribe();
    const { runsEnded } = useVoice.getState().conversation;
    useVoice.setState({ conversation: { runActive: false, runsEnded } });
  };
}
