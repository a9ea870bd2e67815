import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { applyStateEvent } from '../scenarios/apply-state';
import { stringField } from '../src/lib/record';
import type { SessionStore } from './store';

/**
 * Writes what a run actually sent into the thread's session: assistant messages (with the agent
 * current at their end), tool calls (`content: null` without arguments) and results, and the agent
 * state. `observe` may also be given text the client never saw (a `cancel=late` run's whole answer).
 */
export class RunRecorder {
  private state: unknown;
  private readonly texts = new Map<string, string>();
  private readonly tools = new Map<string, { name: string; args: string }>();

  constructor(
    private readonly store: SessionStore,
    private readonly threadId: string,
  ) {
    this.state = store.get(threadId)?.state;
  }

  observe(event: BaseEvent): void {
    const id = (key: string): string => String(event[key]);
    switch (event.type) {
      case EventType.STATE_SNAPSHOT:
      case EventType.STATE_DELTA:
        try {
          this.state = applyStateEvent(this.state, event);
          this.store.setState(this.threadId, this.state);
        } catch {
          // A patch that does not apply is the script's bug; the scenario tests catch it.
        }
        break;
      case EventType.TEXT_MESSAGE_START:
        if (!this.texts.has(id('messageId'))) this.texts.set(id('messageId'), '');
        break;
      case EventType.TEXT_MESSAGE_CONTENT:
        this.texts.set(id('messageId'), (this.texts.get(id('messageId')) ?? '') + id('delta'));
        break;
      case EventType.TEXT_MESSAGE_END:
        this.flushText(id('messageId'));
        break;
      case EventType.TOOL_CALL_START:
        this.tools.set(id('toolCallId'), { name: id('toolCallName'), args: '' });
        break;
      case EventType.TOOL_CALL_ARGS: {
        const call = this.tools.get(id('toolCallId'));
        if (call) call.args += id('delta');
        break;
      }
      case EventType.TOOL_CALL_END: {
        const call = this.tools.get(id('toolCallId'));
        if (call)
          this.store.append(this.threadId, {
            role: 'tool_call',
            tool_call_id: id('toolCallId'),
            tool_name: call.name,
            content: call.args || null,
            agent_id: this.agent(),
          });
        break;
      }
      case EventType.TOOL_CALL_RESULT: {
        const content = typeof event.content === 'string' ? event.content : JSON.stringify(event.content);
        const name = this.tools.get(id('toolCallId'))?.name ?? 'unknown';
        this.store.append(this.threadId, { role: 'tool', tool_call_id: id('toolCallId'), tool_name: name, content });
        break;
      }
    }
  }

  /** Keeps the part of a message that was already streamed when a run stops early. */
  close(): void {
    for (const messageId of [...this.texts.keys()]) this.flushText(messageId);
  }

  private flushText(messageId: string): void {
    const content = this.texts.get(messageId);
    this.texts.delete(messageId);
    if (content) this.store.append(this.threadId, { role: 'assistant', content, agent_id: this.agent() });
  }

  private agent(): string {
    return stringField(this.state, 'currentAgent') ?? 'general-agent';
  }
}
