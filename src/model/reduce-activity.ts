import { EventType, type ActivityDeltaEvent, type ActivitySnapshotEvent } from '@ag-ui/core';
import type { Operation } from 'fast-json-patch';
import { applyPatchShared } from '../lib/persistent/patch-shared';
import { mapGet } from '../lib/persistent/persistent-map';
import type { SessionState } from './session-state';
import { annotate, putMessage } from './state-helpers';

/**
 * Activity messages (structured progress shown collapsed in the transcript). A snapshot creates
 * the message or replaces its content (unless `replace: false`); a delta patches the content like
 * STATE_DELTA, and a failing patch or a delta for an unknown message changes nothing (noted).
 */
export function reduceActivity(
  state: SessionState,
  event: ActivitySnapshotEvent | ActivityDeltaEvent,
  at: number,
): SessionState {
  const existing = mapGet(state.messages, event.messageId);
  if (event.type === EventType.ACTIVITY_SNAPSHOT) {
    if (existing && event.replace === false) return annotate(state, 'activity-exists', event.messageId);
    const { content } = event;
    const base = existing ?? {
      id: event.messageId,
      role: 'activity',
      text: '',
      status: 'complete' as const,
      createdAt: at,
    };
    return putMessage(state, { ...base, activityType: event.activityType, content });
  }
  if (!existing) return annotate(state, 'unknown-message', event.messageId);
  const outcome = applyPatchShared(existing.content ?? {}, event.patch as Operation[]);
  if (!outcome.ok) return annotate(state, 'patch-failed', event.messageId, outcome.reason);
  const next = putMessage(state, {
    ...existing,
    activityType: event.activityType,
    content: outcome.document as Record<string, unknown>,
  });
  return outcome.cut ? annotate(next, 'value-too-deep', event.messageId) : next;
}
