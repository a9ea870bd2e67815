import { EventType, type AGUIEvent } from '@ag-ui/core';
import type { V1ServerFrame } from './hai-v1-frames';

/** The tool calls of one run the adapter has started (`open`) and given their result (`done`), by id. */
export type V1ToolCalls = Readonly<Record<string, 'open' | 'done'>>;

type ToolStep = { tools: V1ToolCalls; events: AGUIEvent[] };

function startEvents(toolCallId: string, toolCallName: string, parameters: object | null | undefined): AGUIEvent[] {
  const args = parameters && Object.keys(parameters).length > 0 ? JSON.stringify(parameters) : undefined;
  return [
    { type: EventType.TOOL_CALL_START, toolCallId, toolCallName },
    ...(args ? [{ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: args } as AGUIEvent] : []),
    { type: EventType.TOOL_CALL_END, toolCallId },
  ];
}

/** A v1.1 tool call arrives whole: start, arguments and end at once; a second start of the same call says nothing new. */
function start(tools: V1ToolCalls, id: string, name: string, parameters: object | null | undefined): ToolStep {
  if (tools[id]) return { tools, events: [] };
  return { tools: { ...tools, [id]: 'open' }, events: startEvents(id, name, parameters) };
}

/**
 * A call's end becomes its result (a failure as a result with AGORA's `error`). One never seen
 * starting starts here when the frame names its tool; a second end of the same call (server-openai
 * ends a handoff's transfer call twice) is dropped.
 */
function finish(
  tools: V1ToolCalls,
  id: string,
  name: string | null | undefined,
  content: string,
  failed: boolean,
): ToolStep {
  if (tools[id] === 'done') return { tools, events: [] };
  const opening = !tools[id] && name ? startEvents(id, name, undefined) : [];
  const result = { type: EventType.TOOL_CALL_RESULT, messageId: `${id}-result`, toolCallId: id, content, role: 'tool' };
  const event = (failed ? { ...result, error: content } : result) as AGUIEvent;
  return { tools: { ...tools, [id]: 'done' }, events: [...opening, event] };
}

type ToolFrame = Extract<
  V1ServerFrame,
  { type: 'tool_call' | 'tool_call_start' | 'tool_call_end' | 'tool_call_error' }
>;

/**
 * Both ways v1.1 tells of tool calls: the written protocol's `tool_call_start`/`_end`/`_error` and
 * AGORA's servers' single `tool_call` with `status` started, completed or failed (whose
 * `parameters` is empty and `result` often null once it ends).
 */
export function toolFrameEvents(tools: V1ToolCalls, frame: ToolFrame): ToolStep {
  const id = frame.tool_call_id;
  switch (frame.type) {
    case 'tool_call_start':
      return start(tools, id, frame.tool_name, frame.parameters);
    case 'tool_call_end':
      return finish(tools, id, frame.tool_name, frame.result, false);
    case 'tool_call_error':
      return finish(tools, id, frame.tool_name, frame.error, true);
    case 'tool_call':
      if (frame.status === 'started') return start(tools, id, frame.tool_name, frame.parameters);
      return finish(tools, id, frame.tool_name, frame.result ?? '', frame.status === 'failed');
  }
}

/**
 * v1.1 names the agent on each frame (`agent_id`); AG-UI keeps it in the state. When a frame that
 * starts something (text, a tool call) names another agent than the last, a state snapshot
 * `{currentAgent}` comes first, so the message or call is that agent's. Ends are not read: AGORA's
 * server-openai ends a handoff's transfer call in the name of the agent handing over.
 */
export function agentEvents(known: string | undefined, frame: V1ServerFrame): { agent?: string; events: AGUIEvent[] } {
  const starts =
    frame.type === 'assistant_message_chunk' ||
    frame.type === 'assistant_message' ||
    frame.type === 'tool_call_start' ||
    (frame.type === 'tool_call' && frame.status === 'started');
  const agent = starts ? frame.agent_id?.trim() : undefined;
  if (!agent || agent === known) return { agent: known, events: [] };
  return { agent, events: [{ type: EventType.STATE_SNAPSHOT, snapshot: { currentAgent: agent } }] };
}
