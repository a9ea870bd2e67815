import { describe, expect, it } from 'vitest';
import type { Transport } from '../transport/transport';
import type { TransportMessage } from '../transport/transport-message';
import { NullFields } from './null-fields';

describe('NullFields', () => {
  it('counts frames with a null field by their type, as text or as decoded events', () => {
    let listener: ((message: TransportMessage) => void) | undefined;
    const transport = { subscribe: (next: (message: TransportMessage) => void) => ((listener = next), () => {}) };
    const nulls = new NullFields();
    nulls.watch(transport as unknown as Transport);
    listener?.({
      kind: 'frames',
      at: 1,
      frames: [
        '{"type":"TOOL_CALL_START","toolCallId":"t","toolCallName":"x","parentMessageId":null}',
        { event: { type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: null }, size: 10 },
        '{"type":"RUN_FINISHED","threadId":"t","runId":"r"}',
        'not json',
      ],
    });
    expect([...nulls.byType]).toEqual([
      ['TOOL_CALL_START', 1],
      ['RUN_FINISHED', 1],
    ]);
  });
});
