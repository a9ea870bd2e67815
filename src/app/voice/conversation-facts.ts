import { selectPendingApprovals } from '../../model/selectors';
import type { SessionState } from '../../model/session-state';
import { approvalToolLabel } from '../../model/tool-labels';
import { selectToolDisplayNames } from '../../model/tool-names';
import { usePrefs } from '../../prefs/prefs-store';
import type { LiveConversation } from '../../session/live-conversation';

/** What hands-free needs to know of the open conversation. */
export interface ConversationFacts {
  runActive: boolean;
  /** The first approval waiting for the inspector, with what is read aloud about it. */
  approval?: { id: string; tool: string; reasoning?: string };
}

export const noConversation: ConversationFacts = { runActive: false };

function factsOf(state: SessionState, known: ConversationFacts): ConversationFacts {
  const pending = selectPendingApprovals(state)[0];
  const approval =
    pending?.approvalId === known.approval?.id
      ? known.approval
      : pending && {
          id: pending.approvalId,
          tool: approvalToolLabel(pending.request, selectToolDisplayNames(state), usePrefs.getState().language),
          reasoning: pending.request.reasoning ?? undefined,
        };
  return { runActive: state.run.status === 'running', approval };
}

/** A run ended between the two states: also one that started and ended within one batch of frames. */
function runEnded({ run }: SessionState, { run: before }: SessionState): boolean {
  if (run.status === 'running' || run === before) return false;
  return before.status === 'running' || run.runId !== before.runId || run.finishedAt !== before.finishedAt;
}

/**
 * Follows the open conversation for hands-free: `changed` hears the facts whenever they change, and each time a
 * run ended (`ended`). With no live session the facts are that nothing runs and nothing waits. Returns the stop.
 */
export function followConversation(
  conversation: LiveConversation,
  changed: (facts: ConversationFacts, ended: boolean) => void,
): () => void {
  let facts = noConversation;
  let previous: SessionState | undefined;
  const check = () => {
    const state = conversation.current()?.store.getState();
    if (state === previous) return;
    const ended = state !== undefined && previous !== undefined && runEnded(state, previous);
    previous = state;
    const next = state ? factsOf(state, facts) : noConversation;
    if (!ended && next.runActive === facts.runActive && next.approval === facts.approval) return;
    facts = next;
    changed(facts, ended);
  };
  check();
  return conversation.subscribe(check);
}
