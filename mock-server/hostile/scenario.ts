import { EventType } from '@ag-ui/core';
import type { IdFactory } from '../../scenarios/script';

/** How deep the deep-value attacks nest: ten times the depth that overflowed the client's stack. */
export const HOSTILE_DEPTH = 100_000;

/** One thing a hostile run does on the socket, in order. */
export type HostileFrame =
  /** A text frame, sent as it is: JSON or not. */
  | { kind: 'text'; text: string }
  /** Raw bytes: a binary frame, or (`binary: false`) a text frame whose bytes need not be UTF-8. */
  | { kind: 'bytes'; bytes: Buffer; binary: boolean }
  /** Waits for the inspector's answer to this approval (either answer goes on). */
  | { kind: 'approval'; approvalId: string }
  /** Sends nothing more: the run never ends until a new message cancels it or the socket closes. */
  | { kind: 'silence' }
  /** Sends nothing for this long, then goes on (a run that takes its time while the inspector types). */
  | { kind: 'pause'; ms: number };

export interface HostileTurn {
  threadId: string;
  runId: string;
  ids: IdFactory;
}

/** A REST answer a scenario may rewrite: the request's method and path, and the body the mock would send. */
export interface RestAnswer {
  method: string;
  path: string;
  body: string;
}

export type HostileFamily =
  | 'deep-values'
  | 'script-injection'
  | 'prototype-pollution'
  | 'junk-frames'
  | 'bad-utf8'
  | 'silence'
  | 'lists'
  | 'approvals'
  | 'runs'
  | 'key-origin';

export interface HostileScenario {
  /** What it is chosen by: `--hostile <name>`, `POST /__test__/hostile {"name"}`. */
  name: string;
  family: HostileFamily;
  /** One line: what the server does. */
  summary: string;
  /** The frames a `/ws` run answers with instead of the demo. */
  run?: (turn: HostileTurn) => HostileFrame[];
  /** Rewrites a REST answer while chosen: the new body, or undefined to leave it be. */
  rest?: (answer: RestAnswer) => string | undefined;
  /** Named for another part of issue 34 that wires it (its journey); choosing it is refused until then. */
  placeholder?: string;
}

/** The words that end every hostile run that survives: what a journey waits for. */
export const survivedText = (name: string): string => `Aanval ${name} doorstaan: het gesprek gaat door.`;

export const text = (value: string): HostileFrame => ({ kind: 'text', text: value });

/** One AG-UI event as a text frame, stamped now. */
export const event = (type: EventType, fields: Record<string, unknown> = {}): HostileFrame =>
  text(JSON.stringify({ type, ...fields, timestamp: Date.now() }));

/**
 * JSON with raw pieces spliced in where a value or member cannot be built as an object: a value nested deeper
 * than `JSON.stringify` can walk, or a `__proto__` key (an object literal would set the prototype instead).
 * `"§name§"` (a value) and `"§name§":0` (a member) in `json` become `raws[name]`.
 */
export function splice(json: string, raws: Record<string, string>): string {
  return Object.entries(raws).reduce(
    (out, [name, raw]) => out.split(`"§${name}§":0`).join(raw).split(`"§${name}§"`).join(raw),
    json,
  );
}

/** A placeholder value or member for `splice`. */
export const slot = (name: string): string => `§${name}§`;

/** An event frame with raw pieces spliced in (see `splice`). */
export const splicedEvent = (
  type: EventType,
  fields: Record<string, unknown>,
  raws: Record<string, string>,
): HostileFrame => text(splice(JSON.stringify({ type, ...fields, timestamp: Date.now() }), raws));

export const runStarted = ({ threadId, runId }: HostileTurn): HostileFrame =>
  event(EventType.RUN_STARTED, { threadId, runId });

export const runFinished = ({ threadId, runId }: HostileTurn): HostileFrame =>
  event(EventType.RUN_FINISHED, { threadId, runId });

/** The opening or closing snapshot AGORA sends, naming the general agent. */
export const agentSnapshot = (
  { threadId, runId }: HostileTurn,
  status: 'processing' | 'completed' = 'processing',
): HostileFrame =>
  event(EventType.STATE_SNAPSHOT, { snapshot: { threadId, runId, currentAgent: 'general-agent', status } });

/** A whole assistant message: start, one delta, end. */
export function message(messageId: string, delta: string): HostileFrame[] {
  return [
    event(EventType.TEXT_MESSAGE_START, { messageId, role: 'assistant' }),
    event(EventType.TEXT_MESSAGE_CONTENT, { messageId, delta }),
    event(EventType.TEXT_MESSAGE_END, { messageId }),
  ];
}

/**
 * RUN_STARTED, the opening snapshot, the attack, then the answer `survivedText(name)`, the closing snapshot and
 * RUN_FINISHED: a client that survived the attack shows the answer and ends the run.
 */
export function aroundAttack(name: string, turn: HostileTurn, attack: HostileFrame[]): HostileFrame[] {
  return [
    runStarted(turn),
    agentSnapshot(turn),
    ...attack,
    ...message(turn.ids('msg'), survivedText(name)),
    agentSnapshot(turn, 'completed'),
    runFinished(turn),
  ];
}

export interface ToolCallFrames {
  toolCallId: string;
  toolCallName: string;
  /** The TOOL_CALL_ARGS deltas, in order. */
  args: string[];
  result: string;
  /** More fields of TOOL_CALL_START (a `toolDisplayName`, a `parentMessageId`). */
  start?: Record<string, unknown>;
}

/** TOOL_CALL_START, its TOOL_CALL_ARGS deltas, TOOL_CALL_END and TOOL_CALL_RESULT. */
export function toolCallFrames(call: ToolCallFrames): HostileFrame[] {
  const { toolCallId, toolCallName } = call;
  return [
    event(EventType.TOOL_CALL_START, { toolCallId, toolCallName, ...call.start }),
    ...call.args.map((delta) => event(EventType.TOOL_CALL_ARGS, { toolCallId, delta })),
    event(EventType.TOOL_CALL_END, { toolCallId }),
    event(EventType.TOOL_CALL_RESULT, {
      messageId: `tool-result-${toolCallId}`,
      toolCallId,
      content: call.result,
      role: 'tool',
    }),
  ];
}
