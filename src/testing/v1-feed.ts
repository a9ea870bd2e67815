import type { AGUIEvent } from '@ag-ui/core';
import { fromV1Frame, type V1AdapterState } from '../protocol/hai-v1-adapter';

/** Feeds v1.1 frames, as a server sends them, through the client's adapter: the AG-UI events the reducer would see. */
export function feedV1Frames(frames: readonly object[], start: V1AdapterState) {
  let state = start;
  const events: AGUIEvent[] = [];
  for (const frame of frames) {
    const result = fromV1Frame(state, JSON.stringify(frame));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    events.push(...result.events);
  }
  return { events, state };
}
