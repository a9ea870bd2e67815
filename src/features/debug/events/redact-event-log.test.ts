import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoPrompts } from '../../../../scenarios/demo-inspection';
import { mapValues } from '../../../lib/persistent/persistent-map';
import { appendToLog, createEventLog, logEntries, type EventLogEntry } from '../../../model/event-log';
import { reduceSession } from '../../../model/reduce-session';
import { createSessionState, type SessionState } from '../../../model/session-state';
import { parseFrame } from '../../../protocol/parse-event';
import { play } from '../../../testing/demo-play';
import { timelineIds } from '../../../testing/feed';
import { eventLogToJsonl } from './export-event-log';
import { parseEventLog } from './parse-event-log';
import { redactEntries } from './redact-event-log';

/** Logs each frame as the reducer would: validated, as its AG-UI event. */
const inbound = (frames: unknown[]): EventLogEntry[] =>
  logEntries(
    frames.reduce((log: ReturnType<typeof createEventLog>, value, at) => {
      const parsed = parseFrame(JSON.stringify(value));
      if (!parsed.ok) throw new Error(parsed.reason);
      const payload = parsed.event;
      return appendToLog(log, { at, direction: 'in', kind: 'event', type: payload.type, size: 1, payload });
    }, createEventLog()),
  );
const deltaOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'delta' in payload ? String(payload.delta) : '';

/** Plays an exported log back the way the replay import does. */
function replay(jsonl: string): SessionState {
  const { frames, errors } = parseEventLog(jsonl);
  expect(errors).toEqual([]);
  return frames.reduce(
    (state, { at, text }) => reduceSession(state, { type: 'frame', frame: parseFrame(text), at, size: text.length }),
    createSessionState('replay'),
  );
}

const structure = (state: SessionState) => ({
  timeline: timelineIds(state),
  messages: [...mapValues(state.messages)].map(({ id, role, text, status }) => [id, role, text.length, status]),
  calls: [...mapValues(state.toolCalls)].map(({ id, name, status, argsText }) => [id, name, status, argsText.length]),
  approvals: [...mapValues(state.approvals)].map(({ approvalId, status }) => [approvalId, status]),
  run: state.run.status,
});

const demos = [
  ['start', () => play('start', demoPrompts.start)],
  ['report, approved', () => play('report', demoPrompts.report, { decision: { approved: true, feedback: 'Prima' } })],
] as const;

describe.each(demos)('redactEntries on the demo (%s)', (_name, played) => {
  const { final } = played();
  const entries = logEntries(final.eventLog);
  const redacted = eventLogToJsonl(redactEntries(entries));

  it('leaves none of the demo’s sentences, names or numbers', () => {
    const texts = [...mapValues(final.messages)].map((message) => message.text);
    const results = [...mapValues(final.toolCalls)].flatMap((call) => (call.result ? [call.result] : []));
    for (const text of [...texts, ...results].filter((text) => text.length > 12)) expect(redacted).not.toContain(text);
    for (const secret of [demoPrompts.start, 'Bella Rosa', '92251854']) expect(redacted).not.toContain(secret);
  });

  it('keeps every line’s ids, types, timings, sizes and length', () => {
    const original = eventLogToJsonl(entries).split('\n');
    redacted.split('\n').forEach((line, index) => {
      expect(line.length).toBe(original[index]!.length);
      if (!line) return;
      const [before, after] = [JSON.parse(original[index]!), JSON.parse(line)];
      expect({ ...after, payload: undefined }).toEqual({ ...before, payload: undefined });
    });
  });

  it('replays into the same conversation, with filled text', () => {
    const plain = replay(eventLogToJsonl(entries));
    const filled = replay(redacted);
    expect(structure(filled)).toEqual(structure(plain));
    expect(timelineIds(filled).length).toBeGreaterThan(3);
  });
});

const word = fc.stringMatching(/^[a-w]{5,10}$/);

describe('redactEntries, for any stream', () => {
  it('keeps tool arguments valid JSON of the same shape, cut into the same fragments', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat(), { maxLength: 6 }), (value, cuts) => {
        const text = JSON.stringify(value);
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const deltas = [0, ...points].map((from, index) => text.slice(from, points[index] ?? text.length));
        const args = inbound(deltas.map((delta) => ({ type: 'TOOL_CALL_ARGS', toolCallId: 't1', delta })));
        const out = redactEntries(args).map((entry) => deltaOf(entry.payload));
        expect(out.map((delta) => delta.length)).toEqual(deltas.map((delta) => delta.length));
        expect(typeof JSON.parse(out.join(''))).toBe(typeof value);
      }),
    );
  });

  it('lets no text of messages, results, state or custom values survive (keys are shape, and stay)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const [first = '', ...rest] = words;
        const entries = inbound([
          { type: 'TEXT_MESSAGE_CONTENT', messageId: 'M1', delta: words.join(' ') },
          { type: 'TOOL_CALL_RESULT', messageId: 'M2', toolCallId: 'T1', content: JSON.stringify({ rest, n: 42 }) },
          { type: 'STATE_SNAPSHOT', snapshot: { inspection: { notes: words, first } } },
          { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/inspection/notes/-', value: first }] },
          { type: 'CUSTOM', name: 'agora:spoken_text_content', value: { messageId: 'M1', delta: first } },
          { type: 'RUN_ERROR', message: rest.join(' ') || first },
        ]);
        const out = eventLogToJsonl(redactEntries(entries));
        for (const text of words) expect(out).not.toContain(text);
        expect(out).toContain('"messageId":"M1"');
      }),
    );
  });
});
