import type { Message, RunAgentInput } from '@ag-ui/core';
import { frontendTools } from '../protocol/frontend-tools';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
export function toAguiRunInput(text: string, history?: RunHistory): RunAgentInput | undefined {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(frame) || !Array.isArray(frame.messages)) return undefined;
  const { threadId, runId, userId, messages } = frame;
  if (typeof threadId !== 'string' || typeof runId !== 'string') return undefined;
  return {
    threadId,
    runId,
    state: history?.state ?? {},
    messages: allMessages(history, messages as Message[]),
    tools: [...frontendTools],
    context: [],
    forwardedProps: typeof userId === 'string' ? { userId } : {},
  };
}
