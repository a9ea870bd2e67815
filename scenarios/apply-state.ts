import { EventType } from '@ag-ui/core';
import type { BaseEvent, StateDeltaEvent, StateSnapshotEvent } from '@ag-ui/core';
import jsonpatch from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';

/**
 * The agent state after `event`: a STATE_SNAPSHOT replaces it, a STATE_DELTA patches a copy
 * (RFC 6902), any other event leaves it as is. Throws when the patch does not apply.
 */
export function applyStateEvent(state: unknown, event: BaseEvent): unknown {
  if (event.type === EventType.STATE_SNAPSHOT) return (event as StateSnapshotEvent).snapshot;
  if (event.type !== EventType.STATE_DELTA) return state;
  // Cloned because fast-json-patch inserts `value`s by reference: later ops would mutate the event.
  const delta = structuredClone((event as StateDeltaEvent).delta) as Operation[];
  return jsonpatch.applyPatch(state ?? {}, delta, true, false).newDocument;
}
