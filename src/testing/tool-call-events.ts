import { act } from '@testing-library/react';
import { reduceSession } from '../model/reduce-session';
import type { Session } from '../session/session';
import { frame } from './feed';

/** Feeds raw AG-UI events, each arriving at its own time (epoch ms), so timings can be checked. */
export function feedTimed(session: Session, events: readonly [event: unknown, at: number][]) {
  act(() =>
    session.store.setState(
      events.reduce((state, [event, at]) => reduceSession(state, frame(event, at)), session.store.getState()),
      true,
    ),
  );
}

export const started = (id: string, name = 'search_regulations', extra: object = {}) => ({
  type: 'TOOL_CALL_START',
  toolCallId: id,
  toolCallName: name,
  ...extra,
});
export const argsOf = (id: string, delta: string) => ({ type: 'TOOL_CALL_ARGS', toolCallId: id, delta });
export const ended = (id: string) => ({ type: 'TOOL_CALL_END', toolCallId: id });
export const resultOf = (id: string, content: string, extra: object = {}) => ({
  type: 'TOOL_CALL_RESULT',
  messageId: `r-${id}`,
  toolCallId: id,
  content,
  ...extra,
});
export const agent = (currentAgent: string) => ({ type: 'STATE_SNAPSHOT', snapshot: { currentAgent } });
export const runStarted = { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'run-1' };
