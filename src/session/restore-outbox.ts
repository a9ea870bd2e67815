import type { SessionInput } from '../model/session-input';
import type { Outbox } from '../transport/outbox';

/** Shows what the outbox kept from before the page was reloaded: its messages as queued, and what was held back. */
export function restoreOutbox(outbox: Outbox, dispatch: (input: SessionInput) => void, now: () => number): void {
  for (const item of outbox.items()) {
    if (item.kind === 'run' && item.text !== undefined)
      dispatch({
        type: 'local.user_message',
        clientId: item.clientId,
        text: item.text,
        at: item.at ?? now(),
        // Kept from an older page without its place: after everything, as before.
        afterSent: typeof item.afterSent === 'number' ? item.afterSent : Number.MAX_SAFE_INTEGER,
      });
    if (item.held)
      dispatch({
        type: 'local.held',
        clientId: item.clientId,
        reason: item.held,
        detail: 'held back before the page was reloaded',
        at: now(),
      });
  }
}
