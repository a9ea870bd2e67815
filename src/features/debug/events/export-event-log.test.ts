import { describe, expect, it } from 'vitest';
import { eventLogToJsonl, exportFileName, type ExportedEntry } from './export-event-log';
import { parseEventLog } from './parse-event-log';

const entries = (): ExportedEntry[] => {
  const frames: Omit<ExportedEntry, 'seq'>[] = [
    { at: 1000, direction: 'out', type: 'RunAgentInput', size: 40, payload: { threadId: 't', messages: [] } },
    {
      at: 1010,
      direction: 'in',
      type: 'RUN_STARTED',
      size: 45,
      payload: { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
    },
    {
      at: 1020,
      direction: 'in',
      type: 'REJECTED',
      size: 8,
      payload: 'not json',
      rejection: 'not JSON: Unexpected token',
    },
    {
      at: 1030,
      direction: 'in',
      type: 'TEXT_MESSAGE_CONTENT',
      size: 60,
      payload: { type: 'TEXT_MESSAGE_CONTENT', messageId: 'x', delta: 'é\n"' },
      note: 'orphan record',
    },
  ];
  return frames.map((frame, index) => ({ seq: index + 1, ...frame }));
};

describe('eventLogToJsonl', () => {
  it('writes one entry per line with its fields in order, rejection and note only when present', () => {
    const lines = eventLogToJsonl(entries()).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(lines[0]).toBe(
      '{"seq":1,"at":1000,"direction":"out","type":"RunAgentInput","size":40,"payload":{"threadId":"t","messages":[]}}',
    );
    expect(JSON.parse(lines[2]!)).toEqual(entries()[2]);
    expect(Object.keys(JSON.parse(lines[3]!))).toEqual(['seq', 'at', 'direction', 'type', 'size', 'payload', 'note']);
  });

  it('round-trips through parseEventLog into the inbound frames as they came off the socket', () => {
    const { frames, errors } = parseEventLog(eventLogToJsonl(entries()));
    expect(errors).toEqual([]);
    expect(frames).toEqual([
      { at: 1010, text: '{"type":"RUN_STARTED","threadId":"t","runId":"r"}' },
      { at: 1020, text: 'not json' },
      { at: 1030, text: JSON.stringify({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'x', delta: 'é\n"' }) },
    ]);
  });

  it('writes nothing for an empty log', () => {
    expect(eventLogToJsonl([])).toBe('');
  });
});

describe('exportFileName', () => {
  it('stamps the file with a file-system-safe UTC time', () => {
    expect(exportFileName(Date.UTC(2024, 4, 1, 9, 5, 7, 42))).toBe('hai-events-2024-05-01T09-05-07-042Z.jsonl');
  });
});
