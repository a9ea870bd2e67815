import { EventType } from '@ag-ui/core';
import type { CustomEvent } from '@ag-ui/core';
import { AgoraEvent } from '../src/protocol/agora-events';
import type { AgoraError, ToolApprovalRequest } from '../src/protocol/agora-events';

export function customEvent(name: string, value: unknown): CustomEvent {
  return { type: EventType.CUSTOM, name, value };
}

export function agoraErrorEvent(error: AgoraError): CustomEvent {
  return customEvent(AgoraEvent.error, error);
}

export function approvalRequestEvent(request: ToolApprovalRequest): CustomEvent {
  return customEvent(AgoraEvent.toolApprovalRequest, request);
}
