import type { Transport } from '../transport/transport';
import type { IncomingFrame } from '../transport/transport-message';

/** Frames whose fields came as `null` (read as absent, as the contract allows), counted by event type. */
export class NullFields {
  readonly byType = new Map<string, number>();

  /** Listens to a transport's frames as they come, before the session reads them. */
  watch(transport: Transport): Transport {
    transport.subscribe((message) => {
      if (message.kind === 'frames') message.frames.forEach((frame) => this.count(frame));
    });
    return transport;
  }

  private count(frame: IncomingFrame): void {
    let value: unknown = typeof frame === 'string' ? undefined : 'event' in frame ? frame.event : undefined;
    if (typeof frame === 'string')
      try {
        value = JSON.parse(frame);
      } catch {
        return;
      }
    if (typeof value !== 'object' || value === null) return;
    const fields = Object.entries(value);
    const type = fields.find(([key]) => key === 'type')?.[1];
    if (typeof type !== 'string' || !fields.some(([, field]) => field === null)) return;
    this.byType.set(type, (this.byType.get(type) ?? 0) + 1);
  }
}
