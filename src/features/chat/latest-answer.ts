import { useStore } from 'zustand';
import { listGet, listSize } from '../../lib/persistent/persistent-list';
import { mapGet } from '../../lib/persistent/persistent-map';
import { listenAckNumber } from '../../model/listen-mode';
import { selectIsBlankAnswer } from '../../model/selectors';
import type { SessionState } from '../../model/session-state';
import { useSession } from '../../session/react/session-context';

/** How far back the newest answer is looked for: tool rows and notices follow an answer, not 50 of them. */
const LOOK_BACK = 50;

/** The newest answer that shows its actions (not a blank one, not a listen-mode acknowledgement). */
function latestAnswerId(state: SessionState): string | undefined {
  const size = listSize(state.timeline);
  for (let back = 1; back <= Math.min(LOOK_BACK, size); back += 1) {
    const item = listGet(state.timeline, size - back);
    const message = item?.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    if (message?.role !== 'assistant' || selectIsBlankAnswer(state, message.id)) continue;
    if (listenAckNumber(message.text) === undefined) return message.id;
  }
  return undefined;
}

/** Whether this answer is the newest one: its actions always show; older answers' on focus, hover or tap. */
export function useIsLatestAnswer(id: string): boolean {
  return useStore(useSession().store, (state) => latestAnswerId(state) === id);
}
