import type { MessagesSnapshotEvent } from '@ag-ui/core';
import type { SessionState } from './session-state';
import { applyTranscript, fromAgUiMessages } from './transcript-snapshot';

/**
 * MESSAGES_SNAPSHOT replaces the transcript with the server's messages; tool calls named by
 * assistant messages stay linked to their `tool` results; queued user messages are kept.
 */
export function reduceMessagesSnapshot(state: SessionState, event: MessagesSnapshotEvent, at: number): SessionState {
  return applyTranscript(state, fromAgUiMessages(event.messages, state, at));
}
