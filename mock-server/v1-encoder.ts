import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { stringField } from '../src/lib/record';
import { AgoraErrorSchema, AgoraEvent, ToolApprovalRequestSchema } from '../src/protocol/agora-events';
import { V1StatusSchema } from '../src/protocol/hai-v1-frames';
import type { V1ServerFrame } from '../src/protocol/hai-v1-frames';
import type { MockBackendKind } from './backend-kind';

type Fields = Record<string, unknown>;

function parseArgs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
  } catch {
    return {};
  }
}

/**
 * How tool calls go on the wire: `spec` as the written v1.1 protocol (`tool_call_start`, `tool_call_end`),
 * `agora` as AGORA's own v1.1 servers sent them (at AGORA 378e834): one `tool_call` frame per change.
 */
export type V1Dialect = 'spec' | 'agora';

export const v1Dialects: readonly V1Dialect[] = ['spec', 'agora'];

/**
 * Speaks one run of the demo as a HAI v1.1 server would: steps become `status`, text deltas
 * `assistant_message_chunk`s, a tool call `tool_call_start` (once its arguments are complete) and
 * its result `tool_call_end`, AGORA's approval request and errors their v1.1 frames, and the run's
 * end `status: completed`. What v1.1 cannot say (state, spoken text) is left out. In the `agora`
 * dialect a tool call is `tool_call` with `status: started`, then `completed` (see `agoraToolCall`).
 */
export class V1Encoder {
  private agent: string | undefined;
  private readonly calls = new Map<string, { name: string; args: string }>();

  constructor(
    private readonly sessionId: string,
    private readonly dialect: V1Dialect = 'spec',
    private readonly backend: MockBackendKind = 'openai',
  ) {}

  encode(event: BaseEvent): V1ServerFrame[] {
    const e = event as BaseEvent & Fields;
    const session_id = this.sessionId;
    const agent_id = this.agent;
    switch (event.type) {
      case EventType.STEP_STARTED: {
        const status = V1StatusSchema.safeParse(e.stepName);
        return status.success ? [{ type: 'status', status: status.data, session_id }] : [];
      }
      case EventType.STATE_SNAPSHOT: {
        this.agent = stringField(e.snapshot, 'currentAgent') ?? stringField(e.snapshot, 'current_agent') ?? this.agent;
        return [];
      }
      case EventType.TEXT_MESSAGE_CONTENT:
      case EventType.TEXT_MESSAGE_END: {
        const content = event.type === EventType.TEXT_MESSAGE_END ? '' : String(e.delta);
        const is_final = event.type === EventType.TEXT_MESSAGE_END;
        return [
          { type: 'assistant_message_chunk', content, message_id: String(e.messageId), is_final, session_id, agent_id },
        ];
      }
      case EventType.TOOL_CALL_START:
        this.calls.set(String(e.toolCallId), { name: String(e.toolCallName), args: '' });
        return [];
      case EventType.TOOL_CALL_ARGS: {
        const call = this.calls.get(String(e.toolCallId));
        if (call) call.args += String(e.delta);
        return [];
      }
      case EventType.TOOL_CALL_END:
        return this.toolStart(String(e.toolCallId));
      case EventType.TOOL_CALL_RESULT: {
        const tool_call_id = String(e.toolCallId);
        const tool_name = this.calls.get(tool_call_id)?.name ?? 'tool';
        if (this.dialect === 'agora') return [this.agoraToolCall(tool_call_id, tool_name, String(e.content))];
        return [{ type: 'tool_call_end', tool_call_id, tool_name, result: String(e.content), session_id, agent_id }];
      }
      case EventType.CUSTOM:
        return this.custom(String(e.name), e.value);
      case EventType.RUN_ERROR:
        return [{ type: 'error', error_code: String(e.code ?? 'processing_error'), message: String(e.message) }];
      case EventType.RUN_FINISHED:
        return [{ type: 'status', status: 'completed', session_id }];
      default:
        return [];
    }
  }

  private toolStart(tool_call_id: string): V1ServerFrame[] {
    const call = this.calls.get(tool_call_id);
    if (!call) return [];
    const parameters = parseArgs(call.args);
    if (this.dialect === 'agora') return [this.agoraToolCall(tool_call_id, call.name, undefined, parameters)];
    return [{ type: 'tool_call_start', tool_call_id, tool_name: call.name, parameters, session_id: this.sessionId }];
  }

  /**
   * AGORA's servers dump every field of their `ToolCallMessage`, nulls too, in its order. The end
   * carries empty `parameters`, and a result only from server-langgraph (`str(output)[:500]`;
   * server-openai's is null). `agent_id` is the agent of the moment, so a hand-off's transfer call
   * ends in the name of the agent handing over.
   */
  private agoraToolCall(
    tool_call_id: string,
    tool_name: string,
    output: string | undefined,
    parameters: Record<string, unknown> = {},
  ): V1ServerFrame {
    const ended = output !== undefined;
    const result = ended && this.backend === 'langgraph' ? output.slice(0, 500) || null : null;
    return {
      type: 'tool_call',
      tool_call_id,
      tool_name,
      parameters,
      session_id: this.sessionId,
      status: ended ? 'completed' : 'started',
      result,
      metadata: {},
      agent_id: this.agent ?? null,
    };
  }

  private custom(name: string, value: unknown): V1ServerFrame[] {
    if (name === AgoraEvent.error) {
      const error = AgoraErrorSchema.parse(value);
      return [{ type: 'error', error_code: error.errorCode, message: error.message }];
    }
    if (name !== AgoraEvent.toolApprovalRequest) return [];
    const request = ToolApprovalRequestSchema.parse(value);
    return [
      {
        type: 'tool_approval_request',
        approval_id: request.approvalId,
        tool_name: request.toolName,
        tool_description: request.toolDescription ?? '',
        parameters: request.parameters ?? {},
        reasoning: request.reasoning ?? '',
        risk_level: request.riskLevel,
        session_id: this.sessionId,
      },
    ];
  }
}
