import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { fieldOf } from '../src/lib/record';
import { AgoraEvent } from '../src/protocol/agora-events';

/** What a run has opened on the wire and not yet closed: its step, text messages and spoken streams. */
export class OpenStreams {
  step: string | undefined;
  readonly texts = new Set<string>();
  readonly spoken = new Set<string>();

  observe(event: BaseEvent): void {
    const messageId = String(event.messageId ?? fieldOf(event.value, 'messageId'));
    switch (event.type) {
      case EventType.STEP_STARTED:
        this.step = String(event.stepName);
        break;
      case EventType.STEP_FINISHED:
        this.step = undefined;
        break;
      case EventType.TEXT_MESSAGE_START:
        this.texts.add(messageId);
        break;
      case EventType.TEXT_MESSAGE_END:
        this.texts.delete(messageId);
        break;
      case EventType.CUSTOM:
        if (event.name === AgoraEvent.spokenTextStart) this.spoken.add(messageId);
        if (event.name === AgoraEvent.spokenTextEnd) this.spoken.delete(messageId);
        break;
    }
  }
}
