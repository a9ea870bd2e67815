import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { parseEvent, parseFrame } from './parse-event';

describe('parseFrame', () => {
  it('accepts a valid event and keeps unknown fields', () => {
    const parsed = parseFrame(JSON.stringify({ type: 'RUN_STARTED', threadId: 't', runId: 'r', extra: 42 }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.event).toMatchObject({ type: EventType.RUN_STARTED, extra: 42 });
  });

  it('rejects text that is not JSON with a reason', () => {
    const parsed = parseFrame('{nope');
    expect(parsed).toMatchObject({ ok: false, raw: '{nope' });
    if (!parsed.ok) expect(parsed.reason).toMatch(/^not JSON/);
  });

  it('rejects unknown types and frames without a type', () => {
    expect(parseEvent({ type: 'SOMETHING_NEW' })).toMatchObject({
      ok: false,
      reason: 'unknown event type "SOMETHING_NEW"',
    });
    expect(parseEvent({ delta: 'x' })).toMatchObject({ ok: false, reason: 'frame has no "type" field' });
    expect(parseEvent([1, 2])).toMatchObject({ ok: false, reason: 'frame is not a JSON object' });
  });

  it('names the field that failed validation', () => {
    const parsed = parseEvent({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 5 });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain('delta');
  });

  it('treats null in optional fields as absent', () => {
    const parsed = parseEvent({ type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'n', parentMessageId: null });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.event).not.toHaveProperty('parentMessageId');
    expect(parseEvent({ type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: null }).ok).toBe(true);
  });

  it('keeps a null CUSTOM value, which is data', () => {
    const parsed = parseEvent({ type: 'CUSTOM', name: 'x', value: null });
    expect(parsed).toMatchObject({ ok: true, event: { value: null } });
  });

  it('reads toolDescription as the older name of toolSpokenName', () => {
    const parsed = parseEvent({
      type: 'TOOL_CALL_START',
      toolCallId: 'c',
      toolCallName: 'n',
      toolDescription: 'Ik zoek',
    });
    expect(parsed).toMatchObject({ ok: true, event: { toolSpokenName: 'Ik zoek' } });
    const both = parseEvent({
      type: 'TOOL_CALL_START',
      toolCallId: 'c',
      toolCallName: 'n',
      toolDescription: 'a',
      toolSpokenName: 'b',
    });
    expect(both).toMatchObject({ ok: true, event: { toolSpokenName: 'b' } });
  });

  it('does not mutate its input', () => {
    const input = { type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'n', parentMessageId: null };
    parseEvent(input);
    expect(input.parentMessageId).toBeNull();
  });
});

describe('a plain TEXT_MESSAGE_CONTENT (the fast path)', () => {
  const content = (fields: Record<string, unknown>) => ({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', ...fields });
  /** What a parse gives, without the field that sends a frame through the schema. */
  const read = (value: Record<string, unknown>) => {
    const parsed = parseEvent(value);
    return parsed.ok ? { ...parsed.event, rawEvent: undefined } : parsed.reason;
  };

  it('reads as the schema does (a rawEvent sends the same frame through it): valid as it is, or refused alike', () => {
    const cases = [
      content({ delta: 'a' }),
      content({ delta: '', timestamp: 17 }),
      content({ delta: 'a', timestamp: 1.5 }),
      content({ delta: 'a', timestamp: null }),
      content({ delta: 7 }),
      content({ delta: 'a', messageId: 3 }),
      content({ delta: 'a', extra: { kept: true } }),
    ];
    expect(cases.map(read)).toEqual(cases.map((value) => read({ ...value, rawEvent: 'x' })));
    expect(parseEvent(cases[0])).toEqual({ ok: true, event: cases[0] });
  });
});
