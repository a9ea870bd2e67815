import { EventType, type AGUIEvent } from '@ag-ui/core';
import { appendToLog } from './event-log';
import { putMessage, settleStreaming } from './messages';
import { reduceAgentState } from './reduce-agent-state';
import { reduceRun } from './reduce-run';
import { reduceText } from './reduce-text';
import type { SessionInput } from './session-input';
import type { SessionState } from './session-state';

function logType(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return 'UNKNOWN';
  const { type, name } = payload as { type?: unknown; name?: unknown };
  if (type === EventType.CUSTOM && typeof name === 'string') return `CUSTOM:${name}`;
  if (typeof type === 'string') return type;
  return 'threadId' in payload && 'messages' in payload ? 'RunAgentInput' : 'UNKNOWN';
}

/** Applies one validated AG-UI event. Returns the same state when the event changes nothing. */
export function reduceEvent(state: SessionState, event: AGUIEvent, at: number): SessionState {
  switch (event.type) {
    case EventType.RUN_STARTED:
    case EventType.RUN_FINISHED:
    case EventType.RUN_ERROR:
    case EventType.STEP_STARTED:
    case EventType.STEP_FINISHED:
      return reduceRun(state, event, at);
    case EventType.TEXT_MESSAGE_START:
    case EventType.TEXT_MESSAGE_CONTENT:
    case EventType.TEXT_MESSAGE_END:
    case EventType.TEXT_MESSAGE_CHUNK:
      return reduceText(state, event, at);
    case EventType.STATE_SNAPSHOT:
    case EventType.STATE_DELTA:
      return reduceAgentState(state, event, at);
    default:
      return state;
  }
}

/**
 * The session reducer: logs every frame (valid or rejected) and applies valid events.
 * Pure; never throws on any input.
 */
export function reduceSession(state: SessionState, input: SessionInput): SessionState {
  switch (input.type) {
    case 'frame': {
      const { frame, at, size } = input;
      const payload = frame.ok ? frame.event : frame.raw;
      const entry = frame.ok
        ? { at, size, direction: 'in' as const, type: logType(payload), payload }
        : { at, size, direction: 'in' as const, type: 'REJECTED', payload, rejection: frame.reason };
      const logged = { ...state, eventLog: appendToLog(state.eventLog, entry) };
      return frame.ok ? reduceEvent(logged, frame.event, at) : logged;
    }
    case 'local.user_message':
      if (state.messagesById[input.clientId]) return state;
      return putMessage(state, {
        id: input.clientId,
        role: 'user',
        text: input.text,
        status: 'complete',
        createdAt: input.at,
        delivery: 'queued',
      });
    case 'local.sent': {
      const entry = { at: input.at, size: input.size, direction: 'out' as const, type: logType(input.payload), payload: input.payload };
      const logged = { ...state, eventLog: appendToLog(state.eventLog, entry) };
      const message = logged.messagesById[input.clientId];
      return message?.delivery === 'queued' ? putMessage(logged, { ...message, delivery: 'sent' }) : logged;
    }
    case 'local.connection': {
      if (state.connection === input.status) return state;
      const next = { ...state, connection: input.status };
      if (input.status === 'open' || next.run.status !== 'running') return next;
      const settled = settleStreaming(next, 'incomplete');
      return { ...settled, run: { ...settled.run, status: 'interrupted', step: undefined, finishedAt: input.at } };
    }
  }
}
