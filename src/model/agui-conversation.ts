import type { AssistantMessage, Message, ToolMessage } from '@ag-ui/core';
import { treeToJson } from '../lib/persistent/json-tree';
import { listValues } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import type { SessionState, ToolCallRecord, TranscriptMessage } from './session-state';
import { isUnsent } from './transcript-snapshot';

const plainRoles = new Set(['user', 'system', 'developer']);
const waitsToGo = (message: TranscriptMessage): boolean => isUnsent(message);

/** What a stateless AG-UI agent needs to go on: the whole conversation and the shared state. */
export interface AguiConversation {
  messages: Message[];
  state: unknown;
}

function toolMessage(call: ToolCallRecord): ToolMessage {
  const message: ToolMessage = {
    id: call.resultMessageId ?? `${call.id}-result`,
    role: 'tool',
    toolCallId: call.id,
    content: call.result ?? '',
  };
  if (call.error) message.error = call.error;
  return message;
}

function conversationBuilder(state: SessionState) {
  const messages: Message[] = [];
  const assistants = new Map<string, AssistantMessage>();
  const assistant = (id: string): AssistantMessage => {
    let message = assistants.get(id);
    if (!message) {
      message = { id, role: 'assistant' };
      assistants.set(id, message);
      messages.push(message);
    }
    return message;
  };
  return {
    message(message: TranscriptMessage) {
      if (message.role === 'assistant') {
        const owner = assistant(message.id);
        if (message.text) owner.content = message.text;
      } else if (plainRoles.has(message.role) && !waitsToGo(message))
        messages.push({ id: message.id, role: message.role, content: message.text } as Message);
    },
    call(call: ToolCallRecord) {
      const parent = call.parentMessageId ? mapGet(state.messages, call.parentMessageId) : undefined;
      const ownId = call.parentMessageId && (!parent || parent.role === 'assistant') ? call.parentMessageId : call.id;
      const owner = assistant(ownId);
      const fn = { name: call.name, arguments: call.argsText };
      owner.toolCalls = [...(owner.toolCalls ?? []), { id: call.id, type: 'function', function: fn }];
      if (call.result !== undefined) messages.push(toolMessage(call));
    },
    messages,
  };
}

/**
 * The conversation as AG-UI's own HttpAgent would post it: user, system and developer messages,
 * assistant messages with the tool calls they made (a call whose parent message is unknown gets
 * one of its own), each settled call's `tool` result after it, and the agent state. What the
 * inspector typed and the server has not taken yet is left out. Built at send time, not per event.
 */
export function aguiConversation(state: SessionState): AguiConversation {
  const builder = conversationBuilder(state);
  for (const item of listValues(state.timeline)) {
    if (item.kind === 'message') {
      const message = mapGet(state.messages, item.id);
      if (message) builder.message(message);
    } else if (item.kind === 'toolCall') {
      const call = mapGet(state.toolCalls, item.id);
      if (call) builder.call(call);
    }
  }
  return { messages: builder.messages, state: treeToJson(state.agentState) };
}
