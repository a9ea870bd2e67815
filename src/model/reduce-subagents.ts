import { EventType, type SubagentErrorEvent, type SubagentFinishedEvent, type SubagentStartedEvent } from '@ag-ui/core';
import { mapGet, mapSet } from '../lib/persistent/persistent-map';
import type { SessionState, SubagentRecord } from './session-state';
import { addTimelineItem, annotate } from './state-helpers';

export type SubagentEvent = SubagentStartedEvent | SubagentFinishedEvent | SubagentErrorEvent;

/**
 * Subagents the run delegated to, keyed by `subagentRunId`: started → finished | error.
 * An error also appears in the timeline as a notice. Events for an unknown subagent create it.
 */
export function reduceSubagents(state: SessionState, event: SubagentEvent, at: number): SessionState {
  const id = event.subagentRunId ?? 'subagent';
  const existing = mapGet(state.subagents, id);
  const put = (record: SubagentRecord) => ({ ...state, subagents: mapSet(state.subagents, id, record) });
  switch (event.type) {
    case EventType.SUBAGENT_STARTED: {
      const record: SubagentRecord = { id, name: event.name, status: 'running', startedAt: at };
      if (event.description) record.description = event.description;
      if (event.parentToolCallId) record.parentToolCallId = event.parentToolCallId;
      return put(record);
    }
    case EventType.SUBAGENT_FINISHED: {
      const base = existing ?? { id, name: id, startedAt: at };
      const next = put({ ...base, status: 'finished', endedAt: at });
      return existing ? next : annotate(next, 'end-without-start', id);
    }
    case EventType.SUBAGENT_ERROR: {
      const base = existing ?? { id, name: id, startedAt: at };
      const next = put({ ...base, status: 'error', error: event.message, endedAt: at });
      const noticeId = `subagent-error-${state.eventLog.nextSeq - 1}`;
      const notice = {
        id: noticeId,
        kind: 'subagent_error' as const,
        message: event.message,
        code: event.code,
        at,
        details: { subagent: base.name },
      };
      return addTimelineItem({ ...next, notices: mapSet(next.notices, noticeId, notice) }, 'notice', noticeId);
    }
  }
}
