import type { RunAgentInput } from '@ag-ui/core';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * AG-UI's standard RunAgentInput for a client frame the session built for AGORA (`buildRunInput`):
 * `context` becomes the array AG-UI expects, and the inspector's id travels in `forwardedProps`.
 * Undefined for anything that is not a run (an approval answer): plain AG-UI has no such request.
 */
export function toAguiRunInput(text: string): RunAgentInput | undefined {
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
    state: {},
    messages: messages as RunAgentInput['messages'],
    tools: [],
    context: [],
    forwardedProps: typeof userId === 'string' ? { userId } : {},
  };
}
