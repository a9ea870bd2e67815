import { EventType } from '@ag-ui/core';
import type {
  BaseEvent,
  ToolCallArgsEvent,
  ToolCallEndEvent,
  ToolCallResultEvent,
  ToolCallStartEvent,
} from '@ag-ui/core';
import { emit, pace } from './script';
import type { ScriptStep } from './script';

/** Dutch labels in the style of AGORA's display-name registry. Tools not listed (hand-offs) get none. */
const displayNames: Readonly<Record<string, string>> = {
  get_company_info: 'Ophalen bedrijfsgegevens',
  get_inspection_history: 'Ophalen inspectiehistorie',
  search_regulations: 'Zoeken in regelgeving',
  generate_final_report: 'Genereren eindrapport',
  get_weather: 'Weer ophalen',
  generate_haiku: 'Haiku schrijven',
};

/** The `toolDisplayName` AGORA sends for a tool, if it knows one. */
export function toolDisplayName(toolName: string): string | undefined {
  return Object.hasOwn(displayNames, toolName) ? displayNames[toolName] : undefined;
}

/** AGORA cuts every tool result to this many characters, on the wire and in its history. */
export const TOOL_RESULT_LIMIT = 500;

/** Each TOOL_CALL_RESULT's whole result text before the cut (read by the mock's server-langgraph dialect). */
export const fullToolResults = new WeakMap<BaseEvent, string>();

/** A result as AGORA sends and stores it: a string as is, anything else as JSON, cut at 500 code points. */
export function toolResultContent(result: unknown): string {
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  const chars = Array.from(text);
  return chars.length > TOOL_RESULT_LIMIT ? chars.slice(0, TOOL_RESULT_LIMIT).join('') : text;
}

export interface ToolCallSpec {
  id: string;
  name: string;
  /** Overrides the registry's label (the hostile demo injects markup here). */
  displayName?: string;
  /** Empty: no TOOL_CALL_ARGS at all, as AGORA sends a call without parameters (hand-offs). */
  args: Record<string, unknown>;
  /** Sent as TOOL_CALL_RESULT content, see `toolResultContent`. */
  result: unknown;
  parentMessageId?: string;
  /** Id of the TOOL_CALL_RESULT message (default `tool-result-${id}`, as AGORA names it). */
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

/** TOOL_CALL_START (with toolDisplayName when known) → TOOL_CALL_ARGS ×n → TOOL_CALL_END → TOOL_CALL_RESULT. */
export function toolCall(spec: ToolCallSpec): ScriptStep[] {
  const { id: toolCallId, name: toolCallName } = spec;
  const displayName = spec.displayName ?? toolDisplayName(toolCallName);
  const start: ToolCallStartEvent & { toolDisplayName?: string } = {
    type: EventType.TOOL_CALL_START,
    toolCallId,
    toolCallName,
    ...(displayName === undefined ? {} : { toolDisplayName: displayName }),
    ...(spec.parentMessageId === undefined ? {} : { parentMessageId: spec.parentMessageId }),
  };
  const json = Object.keys(spec.args).length === 0 ? '' : JSON.stringify(spec.args);
  const args = splitArgs(json).map((delta): ScriptStep => {
    const event: ToolCallArgsEvent = { type: EventType.TOOL_CALL_ARGS, toolCallId, delta };
    return emit(event, pace.toolArgs);
  });
  const end: ToolCallEndEvent = { type: EventType.TOOL_CALL_END, toolCallId };
  const result: ToolCallResultEvent = {
    type: EventType.TOOL_CALL_RESULT,
    messageId: spec.resultMessageId ?? `tool-result-${toolCallId}`,
    toolCallId,
    content: toolResultContent(spec.result),
    role: 'tool',
  };
  fullToolResults.set(result, typeof spec.result === 'string' ? spec.result : JSON.stringify(spec.result));
  return [emit(start, pace.toolStart), ...args, emit(end, pace.toolArgs), emit(result, spec.durationMs ?? 650)];
}
