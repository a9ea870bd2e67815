import { EventType, type StateDeltaEvent, type StateSnapshotEvent } from '@ag-ui/core';
import type { Operation } from 'fast-json-patch';
import { applyPatchShared } from './patch-shared';
import type { SessionState } from './session-state';
import { note } from './state-helpers';

function agentOf(snapshot: unknown): string | undefined {
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const agent = (snapshot as { currentAgent?: unknown }).currentAgent;
  return typeof agent === 'string' ? agent : undefined;
}

/**
 * Shared agent state. STATE_SNAPSHOT replaces it and clears a divergence. STATE_DELTA applies
 * an RFC 6902 patch copying only the containers on its paths; a patch that fails leaves the
 * last good state and marks the state diverged (with the reason and the patch) until the next
 * snapshot. `currentAgent` follows the state.
 */
export function reduceAgentState(state: SessionState, event: StateSnapshotEvent | StateDeltaEvent, at: number): SessionState {
  if (event.type === EventType.STATE_SNAPSHOT) {
    return {
      ...state,
      agentState: event.snapshot,
      currentAgent: agentOf(event.snapshot) ?? state.currentAgent,
      stateDiverged: undefined,
      lastPatch: undefined,
    };
  }
  const outcome = applyPatchShared(state.agentState, event.delta as Operation[]);
  if (!outcome.ok) {
    return note({ ...state, stateDiverged: { reason: outcome.reason, at, patch: event.delta } }, outcome.reason);
  }
  return {
    ...state,
    agentState: outcome.document,
    currentAgent: agentOf(outcome.document) ?? state.currentAgent,
    lastPatch: { ops: event.delta, paths: outcome.paths, at },
  };
}
