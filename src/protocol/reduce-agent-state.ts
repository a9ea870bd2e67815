import { EventType, type StateDeltaEvent, type StateSnapshotEvent } from '@ag-ui/core';
import jsonpatch, { type Operation } from 'fast-json-patch';
import type { SessionState } from './session-state';

function agentOf(snapshot: unknown): string | undefined {
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const agent = (snapshot as { currentAgent?: unknown }).currentAgent;
  return typeof agent === 'string' ? agent : undefined;
}

/**
 * Shared agent state. STATE_SNAPSHOT replaces it (and clears a divergence);
 * STATE_DELTA applies an RFC 6902 patch without mutating the previous state; a patch
 * that fails leaves the last good state and marks the state diverged with the reason.
 */
export function reduceAgentState(state: SessionState, event: StateSnapshotEvent | StateDeltaEvent, at: number): SessionState {
  if (event.type === EventType.STATE_SNAPSHOT) {
    return { ...state, agentState: event.snapshot, currentAgent: agentOf(event.snapshot) ?? state.currentAgent, stateDiverged: undefined };
  }
  try {
    const result = jsonpatch.applyPatch(state.agentState, event.delta as Operation[], true, false);
    const agentState: unknown = result.newDocument;
    return { ...state, agentState, currentAgent: agentOf(agentState) ?? state.currentAgent };
  } catch (error) {
    return { ...state, stateDiverged: { reason: (error as Error).message.split('\n')[0] ?? 'patch failed', at } };
  }
}
