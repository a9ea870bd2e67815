import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { stringField } from '../lib/record';
import { logEntries } from '../model/event-log';
import { reduceSession } from '../model/reduce-session';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import { parseEvent } from '../protocol/parse-event';

/** A frame as the socket would deliver it, validated like the app does. */
export const frame = (value: unknown, at = 1): SessionInput => ({
  type: 'frame',
  frame: parseEvent(value),
  at,
  size: JSON.stringify(value ?? null).length,
});

const asInput = (item: unknown): SessionInput =>
  stringField(item, 'type')?.startsWith('local.') ? (item as SessionInput) : frame(item);

/** Reduces raw events (or local inputs) from a fresh session, or from `from`. */
export function feed(events: readonly unknown[], from: SessionState = createSessionState('thread-1')): SessionState {
  return events.map(asInput).reduce(reduceSession, from);
}

export const timelineIds = (state: SessionState) =>
  listToArray(state.timeline).map((item) => `${item.kind}:${item.id}`);
export const messageText = (state: SessionState, id: string) => mapGet(state.messages, id)?.text;
/** The annotations in the event log as `rule subject` lines. */
export const logNotes = (state: SessionState) =>
  logEntries(state.eventLog).flatMap((entry) =>
    (entry.annotations ?? []).map(({ rule, subject }) => (subject === undefined ? rule : `${rule} ${subject}`)),
  );
