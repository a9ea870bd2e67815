import type { Message, RunAgentInput } from '@ag-ui/core';
import { isRunFrame, type ClientFrame } from '../protocol/commands';
import { frontendTools } from '../protocol/frontend-tools';

/** The conversation the session holds when a run is posted (an AG-UI agent keeps none). */
export interface RunHistory {
  messages: readonly Message[];
  state: unknown;
}

/** The history's messages, then what the frame carries that the history lacks (the new message, a tool result). */
function allMessages(history: RunHistory | undefined, sent: readonly Message[]): Message[] {
  const known = new Set((history?.messages ?? []).map((message) => message.id));
  return [...(history?.messages ?? []), ...sent.filter((message) => !known.has(message.id))];
}

/**
 * AG-UI's standard RunAgentInput for a client frame the session built for AGORA (`buildRunInput`),
 * as AG-UI's own HttpAgent posts it to a stateless agent: the whole conversation (`history`, with
 * the frame's messages it lacks at the end), the agent state, the client's frontend tools, `context`
 * as the array AG-UI expects, and the inspector's id in `forwardedProps`.
 * Undefined for anything that is not a run (an approval answer): plain AG-UI has no such request.
 */
export function toAguiRunInput(frame: ClientFrame, history?: RunHistory): RunAgentInput | undefined {
  if (!isRunFrame(frame)) return undefined;
  const { threadId, runId, userId, messages } = frame;
  return {
    threadId,
    runId,
    state: history?.state ?? {},
    messages: allMessages(history, messages),
    tools: [...frontendTools],
    context: [],
    forwardedProps: { userId },
  };
}
