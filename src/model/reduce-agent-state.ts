import { EventType, type StateDeltaEvent, type StateSnapshotEvent } from '@ag-ui/core';
import type { Operation } from 'fast-json-patch';
import { treeFromJson, treeGet, type JsonTree } from '../lib/persistent/json-tree';
import { applyPatchToTree } from '../lib/persistent/json-tree-patch';
import type { SessionState } from './session-state';
import { annotate } from './state-helpers';

function agentOf(tree: JsonTree): string | undefined {
  // AGORA's LangGraph server writes the state's keys in snake_case.
  const agent = treeGet(tree, '/currentAgent') ?? treeGet(tree, '/current_agent');
  return typeof agent === 'string' && agent !== '' ? agent : undefined;
}

/**
 * Shared agent state. STATE_SNAPSHOT replaces it and clears a divergence (the paths the last delta
 * changed stay known, for the state panel, until the next delta). STATE_DELTA applies
 * an RFC 6902 patch to the persistent tree (cost follows the patch, not the state); a patch that
 * fails leaves the last good state and marks the state diverged (with the reason and the patch)
 * until the next snapshot. `currentAgent` follows the state. Time-travel rebuilds past states from the
 * event log when asked (`state-history.ts`), so nothing here keeps them.
 */
export function reduceAgentState(
  state: SessionState,
  event: StateSnapshotEvent | StateDeltaEvent,
  at: number,
): SessionState {
  if (event.type === EventType.STATE_SNAPSHOT) {
    const agentState = treeFromJson(event.snapshot);
    return {
      ...state,
      agentState,
      currentAgent: agentOf(agentState) ?? state.currentAgent,
      stateDiverged: undefined,
    };
  }
  const outcome = applyPatchToTree(state.agentState, event.delta as Operation[]);
  if (!outcome.ok) {
    const diverged = { ...state, stateDiverged: { reason: outcome.reason, at, patch: event.delta } };
    return annotate(diverged, 'patch-failed', undefined, outcome.reason);
  }
  const next = {
    ...state,
    agentState: outcome.tree,
    currentAgent: agentOf(outcome.tree) ?? state.currentAgent,
    lastPatch: { ops: event.delta, paths: outcome.paths, at },
  };
  return outcome.cut ? annotate(next, 'value-too-deep', event.type) : next;
}
