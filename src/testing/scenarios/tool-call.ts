import { EventType } from '@ag-ui/core';
import type { ToolCallArgsEvent, ToolCallEndEvent, ToolCallResultEvent, ToolCallStartEvent } from '@ag-ui/core';
import { emit, pace } from './script';
import type { ScriptStep } from './script';

export interface ToolCallSpec {
  id: string;
  name: string;
  /** Contract v2.4.1 `toolSpokenName`: what TTS says while the tool runs. */
  spokenName?: string;
  args: Record<string, unknown>;
  /** Sent as TOOL_CALL_RESULT content: a string as is, anything else as JSON. */
  result: unknown;
  parentMessageId?: string;
  /** Id of the TOOL_CALL_RESULT message (default `${id}-result`). */
  resultMessageId?: string;
  /** Nominal execution time before the result, in ms (default 650). */
  durationMs?: number;
}

/** Splits serialized arguments into `parts` non-empty pieces (at least 2 when the text allows). */
export function splitArgs(json: string, parts = 3): string[] {
  const count = Math.max(1, Math.min(parts, json.length));
  const size = Math.ceil(json.length / count);
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += size) pieces.push(json.slice(i, i + size));
  return pieces;
}

/** TOOL_CALL_START (with toolSpokenName) → TOOL_CALL_ARGS ×n → TOOL_CALL_END → TOOL_CALL_RESULT. */
export function toolCall(spec: ToolCallSpec): ScriptStep[] {
  const { id: toolCallId, name: toolCallName } = spec;
  const start: ToolCallStartEvent & { toolSpokenName?: string } = {
    type: EventType.TOOL_CALL_START,
    toolCallId,
    toolCallName,
    ...(spec.spokenName === undefined ? {} : { toolSpokenName: spec.spokenName }),
    ...(spec.parentMessageId === undefined ? {} : { parentMessageId: spec.parentMessageId }),
  };
  const args = splitArgs(JSON.stringify(spec.args)).map((delta): ScriptStep => {
    const event: ToolCallArgsEvent = { type: EventType.TOOL_CALL_ARGS, toolCallId, delta };
    return emit(event, pace.toolArgs);
  });
  const end: ToolCallEndEvent = { type: EventType.TOOL_CALL_END, toolCallId };
  const result: ToolCallResultEvent = {
    type: EventType.TOOL_CALL_RESULT,
    messageId: spec.resultMessageId ?? `${toolCallId}-result`,
    toolCallId,
    content: typeof spec.result === 'string' ? spec.result : JSON.stringify(spec.result),
    role: 'tool',
  };
  return [emit(start, pace.toolStart), ...args, emit(end, pace.toolArgs), emit(result, spec.durationMs ?? 650)];
}
