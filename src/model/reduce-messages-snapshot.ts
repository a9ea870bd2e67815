import type { MessagesSnapshotEvent } from '@ag-ui/core';
import { listGet, listPush, listSet, listSize, type PList } from '../lib/persistent/persistent-list';
import { mapDelete, mapGet, mapHas, mapSet, type PMap } from '../lib/persistent/persistent-map';
import type { SessionState, TimelineItem } from './session-state';
import { markSilentTurns } from './state-change';
import { fromAgUiMessages, isUnsent } from './transcript-snapshot';

/** What the inspector typed and the snapshot does not hold, at the end of the timeline: it stays last. */
function trailingUnsent(state: SessionState, inSnapshot: ReadonlySet<string>): TimelineItem[] {
  const trailing: TimelineItem[] = [];
  for (let index = listSize(state.timeline) - 1; index >= 0; index -= 1) {
    const item = listGet(state.timeline, index);
    if (item?.kind !== 'message' || inSnapshot.has(item.id) || !isUnsent(mapGet(state.messages, item.id))) break;
    trailing.unshift(item);
  }
  return trailing;
}

/** A call the snapshot gives another parent waits no more for the one it named. */
function stopWaiting(awaiting: PMap<readonly string[]>, parentId: string, callId: string): PMap<readonly string[]> {
  const waiting = mapGet(awaiting, parentId)?.filter((id) => id !== callId);
  if (!waiting) return awaiting;
  return waiting.length ? mapSet(awaiting, parentId, waiting) : mapDelete(awaiting, parentId);
}

/** Writes `items` from `start` on, over what is there and past the end. */
function writeFrom(list: PList<TimelineItem>, start: number, items: readonly TimelineItem[]): PList<TimelineItem> {
  let next = list;
  items.forEach((item, offset) => {
    next = start + offset < listSize(next) ? listSet(next, start + offset, item) : listPush(next, item);
  });
  return next;
}

/**
 * MESSAGES_SNAPSHOT merges the server's messages into the transcript by id: a message or tool call
 * it names is updated where it stands, one it adds joins the end (before what the inspector queued),
 * and what it leaves out stays, so a server that answers a stateless run with only that run's
 * messages erases no earlier turn. Tool calls stay linked to their `tool` results. Work is in the
 * snapshot's size (and what is open), not the conversation's.
 */
export function reduceMessagesSnapshot(state: SessionState, event: MessagesSnapshotEvent, at: number): SessionState {
  const snapshot = fromAgUiMessages(event.messages, state, at);
  const byId = new Map(snapshot.messages.map((message) => [message.id, message]));
  const calls = new Map(snapshot.toolCalls.map((call) => [call.id, call]));
  const added: TimelineItem[] = [];
  let { messages, toolCalls, awaitingParent } = state;
  for (const item of snapshot.timeline) {
    if (item.kind === 'message') {
      const message = byId.get(item.id)!;
      const waiting = mapHas(messages, item.id) ? undefined : mapGet(awaitingParent, item.id);
      if (!mapHas(messages, item.id)) added.push(item);
      if (waiting) awaitingParent = mapDelete(awaitingParent, item.id);
      const joined = waiting ? { ...message, toolCallIds: [...(message.toolCallIds ?? []), ...waiting] } : message;
      messages = mapSet(messages, item.id, joined);
    } else {
      const before = mapGet(toolCalls, item.id)?.parentMessageId;
      if (before && before !== calls.get(item.id)!.parentMessageId)
        awaitingParent = stopWaiting(awaitingParent, before, item.id);
      if (!mapHas(toolCalls, item.id)) added.push(item);
      toolCalls = mapSet(toolCalls, item.id, calls.get(item.id)!);
    }
  }
  const trailing = trailingUnsent(state, new Set(byId.keys()));
  const start = listSize(state.timeline) - trailing.length;
  const timeline = writeFrom(state.timeline, start, [...added, ...trailing]);
  const stillOpen = state.openToolCallIds.filter((id) => !calls.has(id));
  const waiting = snapshot.toolCalls.filter((call) => call.status === 'awaiting_result').map((call) => call.id);
  const newUser = added.filter((item) => byId.get(item.id)?.role === 'user').pop();
  const merged: SessionState = {
    ...state,
    messages,
    toolCalls,
    awaitingParent,
    timeline,
    queuedIds: state.queuedIds.filter((id) => !byId.has(id)),
    openMessageIds: state.openMessageIds.filter((id) => !byId.has(id)),
    openToolCallIds: [...stillOpen, ...waiting],
    openChunk:
      state.openChunk && (byId.has(state.openChunk.id) || calls.has(state.openChunk.id)) ? undefined : state.openChunk,
    lastUserMessageId: newUser?.id ?? state.lastUserMessageId,
  };
  // The turns it adds (a reload's first run brings the earlier ones) show their tools' objects as a run's end would.
  return markSilentTurns(merged, start, start + added.length);
}
