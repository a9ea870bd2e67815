import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxValueDepth, textDepth, valueDepth } from '../lib/bound-depth';
import { treeToJson } from '../lib/persistent/json-tree';
import { mapGet } from '../lib/persistent/persistent-map';
import { readToolResult } from '../lib/python-repr';
import { parseFrame } from '../protocol/parse-event';
import { deepJsonText, deepPointer, type DeepShape } from '../testing/hostile-json';
import { logEntries } from './event-log';
import { reduceSession } from './reduce-session';
import { selectParsedArgs } from './selectors';
import type { SessionInput } from './session-input';
import { createSessionState, type SessionState, type ToolCallRecord } from './session-state';
import { stateMomentAt } from './state-history';

/* Issue 34: a value nested up to 100,000 deep is bounded where it comes in, marked, and the run goes on. */

const text = (frame: string): SessionInput => ({ type: 'frame', frame: parseFrame(frame), at: 1, size: frame.length });
const run = (frames: readonly string[]): SessionState =>
  frames.map(text).reduce(reduceSession, createSessionState('thread-1'));
const marks = (state: SessionState) =>
  logEntries(state.eventLog).flatMap((entry) =>
    (entry.annotations ?? []).filter(({ rule }) => rule === 'value-too-deep').map(({ subject }) => subject),
  );
const argsValue = (call: ToolCallRecord) => {
  const parsed = selectParsedArgs(call);
  return 'value' in parsed ? parsed.value : undefined;
};
const ids = '"threadId":"thread-1","runId":"r1"';
const started = `{"type":"RUN_STARTED",${ids}}`;
const answer = [
  '{"type":"TEXT_MESSAGE_START","messageId":"m1","role":"assistant"}',
  '{"type":"TEXT_MESSAGE_CONTENT","messageId":"m1","delta":"verder"}',
  '{"type":"TEXT_MESSAGE_END","messageId":"m1"}',
  `{"type":"RUN_FINISHED",${ids}}`,
];
const goesOn = (state: SessionState) => {
  expect(state.run.status).toBe('finished');
  expect(mapGet(state.messages, 'm1')?.text).toBe('verder');
};
// Few runs (each builds a value up to 100,000 deep): `npm test` stays as fast as it was.
const depths = fc.oneof(fc.integer({ min: maxValueDepth - 3, max: 300 }), fc.integer({ min: 300, max: 100_000 }));
const shapes = fc.constantFrom<DeepShape>('object', 'array', 'mixed', 'proto');
// The limit's edges always, then random depths.
const edges: [number, DeepShape][] = [
  [maxValueDepth - 2, 'object'],
  [maxValueDepth - 1, 'mixed'],
  [maxValueDepth, 'array'],
];
const runs = { numRuns: 6, examples: edges };

describe('values nested deeper than the client walks', () => {
  it('a state 100,000 deep, a delta, text and the end: the text, a finished run and the rule mark', () => {
    const state = run([
      started,
      `{"type":"STATE_SNAPSHOT","snapshot":{"deep":${deepJsonText(100_000, 'mixed')}}}`,
      '{"type":"STATE_DELTA","delta":[{"op":"add","path":"/after","value":1}]}',
      ...answer,
    ]);
    goesOn(state);
    expect(marks(state)).toEqual(['STATE_SNAPSHOT']);
    expect(valueDepth(treeToJson(state.agentState))).toBeLessThanOrEqual(maxValueDepth);
    expect(stateMomentAt(state.eventLog, 2)).toBeDefined();
  });

  it('state snapshot and delta of any depth and shape', () => {
    fc.assert(
      fc.property(depths, shapes, (depth, shape) => {
        const state = run([
          started,
          `{"type":"STATE_SNAPSHOT","snapshot":{"s":${deepJsonText(depth, shape)}}}`,
          `{"type":"STATE_DELTA","delta":[{"op":"add","path":"/d","value":${deepJsonText(depth, shape)}}]}`,
          ...answer,
        ]);
        goesOn(state);
        expect(valueDepth(treeToJson(state.agentState))).toBeLessThanOrEqual(maxValueDepth);
        // The snapshot's value sits 2 levels below the frame's root, the delta's 3 (frame, delta list, operation).
        expect(marks(state)).toEqual([
          ...(depth + 2 > maxValueDepth ? ['STATE_SNAPSHOT'] : []),
          ...(depth + 3 > maxValueDepth ? ['STATE_DELTA'] : []),
        ]);
      }),
      runs,
    );
  });

  it('patches that each add a bounded value below the last cannot grow the state past the limit', () => {
    const level = deepJsonText(50, 'object');
    const deltas = [1, 2, 3, 4].map(
      (step) =>
        `{"type":"STATE_DELTA","delta":[{"op":"add","path":"${deepPointer(step * 50 - 50)}/a","value":${level}}]}`,
    );
    const state = run([started, '{"type":"STATE_SNAPSHOT","snapshot":{}}', ...deltas, ...answer]);
    goesOn(state);
    expect(valueDepth(treeToJson(state.agentState))).toBeLessThanOrEqual(maxValueDepth);
    expect(marks(state)).toContain('STATE_DELTA');
  });

  it('tool-call arguments of any depth: marked at their end, read bounded', () => {
    fc.assert(
      fc.property(depths, shapes, (depth, shape) => {
        const args = JSON.stringify(deepJsonText(depth, shape));
        const state = run([
          started,
          '{"type":"TOOL_CALL_START","toolCallId":"c1","toolCallName":"zoek"}',
          `{"type":"TOOL_CALL_ARGS","toolCallId":"c1","delta":${args}}`,
          '{"type":"TOOL_CALL_END","toolCallId":"c1"}',
          `{"type":"TOOL_CALL_RESULT","messageId":"t1","toolCallId":"c1","content":${args}}`,
          ...answer,
        ]);
        goesOn(state);
        expect(marks(state)).toEqual(depth > maxValueDepth ? ['c1', 'c1'] : []);
        const call = mapGet(state.toolCalls, 'c1')!;
        expect(JSON.stringify(argsValue(call)).length).toBeGreaterThan(0);
        expect(readToolResult(call.result!).text.length).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  it('arguments still streaming, 100,000 deep, are read as text', () => {
    const state = run([
      started,
      '{"type":"TOOL_CALL_START","toolCallId":"c1","toolCallName":"zoek"}',
      `{"type":"TOOL_CALL_ARGS","toolCallId":"c1","delta":"${'['.repeat(100_000)}"}`,
    ]);
    expect(typeof argsValue(mapGet(state.toolCalls, 'c1')!)).toBe('string');
  });

  it('custom values, activities and rejected frames of any depth', () => {
    fc.assert(
      fc.property(depths, shapes, (depth, shape) => {
        const deep = deepJsonText(depth, shape);
        const state = run([
          started,
          `{"type":"CUSTOM","name":"x","value":{"v":${deep}}}`,
          `{"type":"ACTIVITY_SNAPSHOT","messageId":"a1","activityType":"plan","content":{"d":${deep}}}`,
          `{"type":"NO_SUCH_TYPE","value":{"v":${deep}}}`,
          ...answer,
        ]);
        goesOn(state);
        expect(marks(state)).toEqual(depth + 2 > maxValueDepth ? ['CUSTOM:x', 'ACTIVITY_SNAPSHOT', 'REJECTED'] : []);
        expect(JSON.stringify(logEntries(state.eventLog).map((entry) => entry.payload)).length).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  it('a REST answer that was cut is marked in the event log', () => {
    const cause = 'answer nested deeper than 64 levels';
    const input: SessionInput = { type: 'local.rest_failed', request: '/sessions', kind: 'too-deep', cause, at: 1 };
    expect(marks(reduceSession(createSessionState('thread-1'), input))).toEqual(['/sessions']);
  });

  it('a Python literal 100,000 deep is refused, not recursed into', () => {
    expect(readToolResult('['.repeat(100_000)).value).toBeUndefined();
    expect(textDepth(JSON.stringify(readToolResult(deepJsonText(100_000, 'array')).value))).toBeLessThanOrEqual(
      maxValueDepth,
    );
  });
});
