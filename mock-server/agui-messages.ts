import { EventType } from '@ag-ui/core';
import type { AssistantMessage, BaseEvent, Message, MessagesSnapshotEvent } from '@ag-ui/core';

type Loose = BaseEvent & Record<string, unknown>;

/**
 * The conversation as an AG-UI example server holds it: the messages it was sent, then what its
 * run says (assistant text, tool calls on their parent message, `tool` results), ready to end the
 * run with a MESSAGES_SNAPSHOT of the whole.
 */
export class AguiMessages {
  private readonly messages: Message[];
  private readonly byId = new Map<string, Message>();

  constructor(sent: readonly Message[]) {
    this.messages = sent.map((message) => structuredClone(message));
    for (const message of this.messages) this.byId.set(message.id, message);
  }

  private assistant(id: string): AssistantMessage {
    const known = this.byId.get(id);
    if (known?.role === 'assistant') return known;
    const message: AssistantMessage = { id, role: 'assistant' };
    this.messages.push(message);
    this.byId.set(id, message);
    return message;
  }

  private callOf(id: string) {
    for (const message of this.messages)
      if (message.role === 'assistant') {
        const call = message.toolCalls?.find((candidate) => candidate.id === id);
        if (call) return call;
      }
    return undefined;
  }

  observe(event: BaseEvent): void {
    const e = event as Loose;
    switch (event.type) {
      case EventType.TEXT_MESSAGE_START:
        if (e.role === 'assistant' || e.role === undefined) this.assistant(String(e.messageId));
        return;
      case EventType.TEXT_MESSAGE_CONTENT: {
        const message = this.byId.get(String(e.messageId));
        if (message?.role === 'assistant') message.content = (message.content ?? '') + String(e.delta);
        return;
      }
      case EventType.TOOL_CALL_START: {
        const owner = this.assistant(String(e.parentMessageId ?? e.toolCallId));
        const call = { id: String(e.toolCallId), type: 'function' as const };
        owner.toolCalls = [
          ...(owner.toolCalls ?? []),
          { ...call, function: { name: String(e.toolCallName), arguments: '' } },
        ];
        return;
      }
      case EventType.TOOL_CALL_ARGS: {
        const call = this.callOf(String(e.toolCallId));
        if (call) call.function.arguments += String(e.delta);
        return;
      }
      case EventType.TOOL_CALL_RESULT: {
        const message: Message = {
          id: String(e.messageId),
          role: 'tool',
          toolCallId: String(e.toolCallId),
          content: String(e.content),
        };
        this.messages.push(message);
        this.byId.set(message.id, message);
        return;
      }
    }
  }

  snapshot(): MessagesSnapshotEvent {
    return { type: EventType.MESSAGES_SNAPSHOT, messages: structuredClone(this.messages) };
  }
}
