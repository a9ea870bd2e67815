import { describe, expect, it } from 'vitest';
import { parseEventLog } from './parse-event-log';

const entry = (seq: number, at: number, direction: 'in' | 'out', payload: unknown, extra: object = {}) =>
  JSON.stringify({ seq, at, direction, type: 'X', size: 10, payload, ...extra });

describe('parseEventLog', () => {
  it('replays inbound exported entries as their payload text at their recorded time', () => {
    const text = [
      entry(1, 1000, 'in', { type: 'RUN_STARTED', threadId: 't', runId: 'r' }),
      entry(2, 1250, 'in', { type: 'RUN_FINISHED', threadId: 't', runId: 'r' }),
    ].join('\n');
    expect(parseEventLog(text)).toEqual({
      frames: [
        { at: 1000, text: '{"type":"RUN_STARTED","threadId":"t","runId":"r"}' },
        { at: 1250, text: '{"type":"RUN_FINISHED","threadId":"t","runId":"r"}' },
      ],
      errors: [],
    });
  });

  it('skips outbound entries silently', () => {
    const text = [
      entry(1, 1000, 'out', { threadId: 't', messages: [] }),
      entry(2, 1100, 'in', { type: 'RUN_STARTED' }),
    ].join('\n');
    expect(parseEventLog(text)).toEqual({ frames: [{ at: 1100, text: '{"type":"RUN_STARTED"}' }], errors: [] });
  });

  it('replays the string payload of a rejected non-JSON frame as it was', () => {
    const text = entry(1, 500, 'in', 'not json', { type: 'REJECTED', rejection: 'not JSON: Unexpected token' });
    expect(parseEventLog(text).frames).toEqual([{ at: 500, text: 'not json' }]);
  });

  it('spaces hand-written events 50 ms after the previous frame, keeping the line as the frame', () => {
    const text = [
      entry(1, 1000, 'in', { type: 'RUN_STARTED' }),
      '{"type":"TEXT_MESSAGE_START","messageId":"m"}',
      '  {"type":"NOPE"}  ',
    ].join('\n');
    expect(parseEventLog(text).frames).toEqual([
      { at: 1000, text: '{"type":"RUN_STARTED"}' },
      { at: 1050, text: '{"type":"TEXT_MESSAGE_START","messageId":"m"}' },
      { at: 1100, text: '{"type":"NOPE"}' },
    ]);
  });

  it('ignores blank lines and CRLF line ends, counting lines as in the file', () => {
    const text = '\r\n{"type":"A"}\r\n   \r\n{oops\r\n';
    const { frames, errors } = parseEventLog(text);
    expect(frames).toEqual([{ at: 50, text: '{"type":"A"}' }]);
    expect(errors).toEqual([{ line: 4, reason: 'invalid-json', message: 'not valid JSON' }]);
  });

  it('reports every bad line with its 1-based number and keeps the good ones', () => {
    const text = [
      '{"type":"A"}',
      '[1,2]',
      'not json',
      '"text"',
      '{"name":"no type"}',
      '{"direction":"sideways","payload":{}}',
      '{"type":"B"}',
    ].join('\n');
    const { frames, errors } = parseEventLog(text);
    expect(frames.map((frame) => frame.text)).toEqual(['{"type":"A"}', '{"type":"B"}']);
    expect(errors.map(({ line, reason }) => [line, reason])).toEqual([
      [2, 'not-an-object'],
      [3, 'invalid-json'],
      [4, 'not-an-object'],
      [5, 'no-type'],
      [6, 'no-type'],
    ]);
  });

  it('returns nothing for an empty file', () => {
    expect(parseEventLog('')).toEqual({ frames: [], errors: [] });
  });

  it('replays a payload nested 100,000 deep bounded, without throwing', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const { frames } = parseEventLog(`{"seq":1,"at":5,"direction":"in","payload":{"type":"CUSTOM","value":${deep}}}`);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.text.length).toBeLessThan(5_000);
  });
});
