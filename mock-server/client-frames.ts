import { contentToText } from '@ag-ui/core';
import { z } from 'zod';
import { AgoraEvent, ToolApprovalResponseSchema } from '../src/protocol/agora-events';
import type { ToolApprovalResponse } from '../src/protocol/agora-events';

/** The contract's simplified RunAgentInput plus the AGORA `userId`; tools, state etc. are ignored. */
const RunInputSchema = z.looseObject({
  threadId: z.string().min(1),
  runId: z.string().min(1).optional(),
  messages: z.array(z.looseObject({ role: z.string(), content: z.unknown() })).min(1),
  context: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  userId: z.string().min(1).optional(),
});

export type ClientFrame =
  | { kind: 'run'; threadId: string; runId?: string; userId?: string; userText: string }
  | { kind: 'approval'; response: ToolApprovalResponse }
  | { kind: 'invalid'; message: string; details: Record<string, unknown> };

const invalid = (message: string, details: Record<string, unknown> = {}): ClientFrame => ({ kind: 'invalid', message, details });

const issuesOf = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return contentToText(content.filter((part): part is { type: 'text'; text: string } =>
    typeof part === 'object' && part !== null && part.type === 'text' && typeof part.text === 'string'));
}

/** Classifies one text frame from a client. Never throws. */
export function parseClientFrame(data: string): ClientFrame {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    return invalid('Frame is not valid JSON.', { error: error instanceof Error ? error.message : String(error) });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return invalid('Expected a JSON object: a RunAgentInput or a CUSTOM agora:tool_approval_response event.');
  }
  if ('type' in json) {
    const { type, name, value } = json as { type: unknown; name?: unknown; value?: unknown };
    if (type !== 'CUSTOM' || name !== AgoraEvent.toolApprovalResponse) {
      return invalid(`Unsupported client event ${String(type)}${name === undefined ? '' : ` ${String(name)}`}: send a RunAgentInput or a CUSTOM ${AgoraEvent.toolApprovalResponse} event.`, { type, name });
    }
    const response = ToolApprovalResponseSchema.safeParse(value);
    if (!response.success) {
      return invalid('Invalid agora:tool_approval_response: value needs approvalId (string) and approved (boolean).', { issues: issuesOf(response.error) });
    }
    return { kind: 'approval', response: response.data };
  }
  const input = RunInputSchema.safeParse(json);
  if (!input.success) return invalid('Invalid RunAgentInput: it needs threadId and a non-empty messages array.', { issues: issuesOf(input.error) });
  const lastUser = input.data.messages.findLast((m) => m.role === 'user');
  const userText = textOf(lastUser?.content).trim();
  if (userText === '') return invalid('RunAgentInput has no user message with text content.', { threadId: input.data.threadId });
  const { threadId, runId, userId } = input.data;
  return { kind: 'run', threadId, userText, ...(runId ? { runId } : {}), ...(userId ? { userId } : {}) };
}
