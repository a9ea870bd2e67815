import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { GENERIC_ANSWER_PREFIX } from '../scenarios/demo-outcomes';
import { sequenceViolations } from '../scenarios/sequence-rules';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { TestClient } from './test-client';
import type { WireEvent } from './test-client';

let server: MockServer;
let client: TestClient;
let thread = 0;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());
beforeEach(async () => {
  client = await TestClient.connect(server.wsUrl);
  thread += 1;
});
afterEach(() => client.close());

const label = (e: WireEvent): string => e.name ?? e.type;
const snapshot = (e: WireEvent | undefined): Record<string, unknown> => (e?.snapshot ?? {}) as Record<string, unknown>;
const text = (events: WireEvent[]): string =>
  events
    .filter((e) => e.type === 'TEXT_MESSAGE_CONTENT')
    .map((e) => e.delta)
    .join('');

function expectTurnShape(events: WireEvent[], finalAgent: string): void {
  expect(sequenceViolations(events)).toEqual([]);
  expect(events.slice(0, 2).map(label)).toEqual(['RUN_STARTED', 'STATE_SNAPSHOT']);
  expect(snapshot(events[1])).toMatchObject({ currentAgent: 'general-agent', status: 'processing' });
  expect(events.slice(-2).map(label)).toEqual(['STATE_SNAPSHOT', 'RUN_FINISHED']);
  expect(snapshot(events.at(-2))).toMatchObject({ currentAgent: finalAgent, status: 'completed' });
  const start = events.find((e) => e.type === 'TEXT_MESSAGE_START');
  const spokenStart = events.find((e) => e.name === 'agora:spoken_text_start');
  expect((spokenStart?.value as { messageId: string }).messageId).toBe(start?.messageId);
  expect(events.every((e) => Math.abs(Number(e.timestamp) - Date.now()) < 60_000)).toBe(true);
}

function toolFlow(events: WireEvent[], toolCallId: unknown): string[] {
  return events.filter((e) => e.type.startsWith('TOOL_CALL_') && e.toolCallId === toolCallId).map((e) => e.type);
}

const hasNull = (value: unknown): boolean =>
  value === null || (typeof value === 'object' && Object.values(value as object).some(hasNull));

describe('demo runs over /ws', () => {
  it('start: routing, hand-off to history-agent, two tool calls, streamed answer', async () => {
    const events = await client.run({ threadId: `t-${thread}`, runId: 'run-start', text: demoPrompts.start });
    expectTurnShape(events, 'history-agent');
    expect(events[0]).toMatchObject({ threadId: `t-${thread}`, runId: 'run-start' });
    expect(events.filter((e) => e.type === 'STEP_STARTED').map((e) => e.stepName)).toEqual([
      'routing',
      'executing_tools',
      'thinking',
    ]);
    const starts = events.filter((e) => e.type === 'TOOL_CALL_START');
    expect(starts.map((e) => [e.toolCallName, e.toolDisplayName])).toEqual([
      ['transfer_to_company_and_inspection_history_specialist', undefined],
      ['get_company_info', 'Ophalen bedrijfsgegevens'],
      ['get_inspection_history', 'Ophalen inspectiehistorie'],
    ]);
    const answerId = events.find((e) => e.type === 'TEXT_MESSAGE_START')?.messageId;
    for (const start of starts) {
      expect(start).toMatchObject({ parentMessageId: answerId });
      expect(start).not.toHaveProperty('toolSpokenName');
      expect(start).not.toHaveProperty('toolDescription');
    }
    expect(toolFlow(events, starts[0]?.toolCallId)).toEqual(['TOOL_CALL_START', 'TOOL_CALL_END', 'TOOL_CALL_RESULT']);
    expect(toolFlow(events, starts[1]?.toolCallId)).toEqual([
      'TOOL_CALL_START',
      'TOOL_CALL_ARGS',
      'TOOL_CALL_ARGS',
      'TOOL_CALL_ARGS',
      'TOOL_CALL_END',
      'TOOL_CALL_RESULT',
    ]);
    const results = events.filter((e) => e.type === 'TOOL_CALL_RESULT');
    expect(results[0]).toMatchObject({ content: 'Transferred to history-agent' });
    expect(String(results[2]?.content)).toHaveLength(500);
    expect(text(events)).toContain('| KVK-nummer | 92251854 |');
  });

  it('finding: hand-off to regulation-agent, search_regulations, STATE_DELTA adding the finding', async () => {
    const events = await client.run({ threadId: `t-${thread}`, text: demoPrompts.finding });
    expectTurnShape(events, 'regulation-agent');
    const handoff = events.findIndex((e) => e.type === 'TOOL_CALL_START');
    expect(events.slice(handoff, handoff + 4).map(label)).toEqual([
      'TOOL_CALL_START',
      'TOOL_CALL_END',
      'TOOL_CALL_RESULT',
      'STATE_SNAPSHOT',
    ]);
    expect(snapshot(events[handoff + 3])).toMatchObject({ currentAgent: 'regulation-agent', status: 'processing' });
    expect(events.filter((e) => e.type === 'TOOL_CALL_START')[1]).toMatchObject({
      toolCallName: 'search_regulations',
      toolDisplayName: 'Zoeken in regelgeving',
    });
    const delta = events.filter((e) => e.type === 'STATE_DELTA').at(-1)?.delta as { path: string }[];
    expect(delta.map((op) => op.path)).toContain('/inspection/findings/-');
    expect(text(events)).toContain('Hygiënecode');
  });

  it('report approved: an intro, the approval request, then generate_final_report and the rest of the same message', async () => {
    const events = await client.run({ threadId: `t-${thread}`, text: demoPrompts.report }, () => ({ approved: true }));
    expectTurnShape(events, 'reporting-agent');
    const request = events.findIndex((e) => e.name === 'agora:tool_approval_request');
    expect(events[request]?.value).toMatchObject({
      toolName: 'generate_final_report',
      riskLevel: 'high',
      parameters: { language: 'nl', includePhotos: true },
    });
    const [message, ...others] = events.filter((e) => e.type === 'TEXT_MESSAGE_START');
    expect(others).toEqual([]);
    expect(events.indexOf(message as WireEvent)).toBeLessThan(request);
    const tool = events.findIndex((e) => e.type === 'TOOL_CALL_START' && e.toolCallName === 'generate_final_report');
    expect(tool).toBeGreaterThan(request);
    expect(events[tool]).toMatchObject({
      toolDisplayName: 'Genereren eindrapport',
      parentMessageId: message?.messageId,
    });
    expect(text(events)).toMatch(/^Ik stel het inspectierapport op[^]*is opgesteld/);
  });

  it('report rejected: RUN_FINISHED right after the request, the intro message and thinking step left open', async () => {
    const events = await client.run({ threadId: `t-${thread}`, text: demoPrompts.report }, () => ({
      approved: false,
      feedback: 'Eerst de foto’s nakijken',
    }));
    expect(sequenceViolations(events)).toEqual([]);
    expect(events.slice(-2).map(label)).toEqual(['agora:tool_approval_request', 'RUN_FINISHED']);
    expect(events.map(label)).not.toContain('TEXT_MESSAGE_END');
    expect(events.map(label)).not.toContain('agora:spoken_text_end');
    expect(events.filter((e) => e.type === 'STEP_STARTED').at(-1)?.stepName).toBe('thinking');
    expect(events.filter((e) => e.type === 'TOOL_CALL_START').map((e) => e.toolCallName)).toEqual([
      'transfer_to_hap_inspection_report_specialist',
    ]);
    expect(text(events)).toMatch(/^Ik stel het inspectierapport op/);
  });

  it('moderation: RUN_STARTED, agora:error, RUN_FINISHED', async () => {
    const events = await client.run({ threadId: `t-${thread}`, text: demoPrompts.moderation });
    expect(sequenceViolations(events)).toEqual([]);
    expect(events.map(label)).toEqual(['RUN_STARTED', 'agora:error', 'RUN_FINISHED']);
    expect(events[1]?.value).toMatchObject({
      errorCode: 'moderation_violation',
      details: { reason: 'content_policy_violation' },
    });
  });

  it('failure: RUN_ERROR processing_error, then RUN_FINISHED last', async () => {
    const events = await client.run({ threadId: `t-${thread}`, text: demoPrompts.failure });
    expect(sequenceViolations(events)).toEqual([]);
    expect(events.map(label)).toEqual(['RUN_STARTED', 'STATE_SNAPSHOT', 'STEP_STARTED', 'RUN_ERROR', 'RUN_FINISHED']);
    expect(events[3]).toMatchObject({ code: 'processing_error', message: expect.any(String) });
  });

  it.each(Object.entries(demoPrompts))('%s: no frame carries a null', async (_name, prompt) => {
    for (const approved of [true, false]) {
      const events = await client.run({ threadId: `t-${thread}-${String(approved)}`, text: prompt }, () => ({
        approved,
      }));
      expect(events.filter(hasNull)).toEqual([]);
    }
  });

  it('generic: general-agent echoes the question', async () => {
    const events = await client.run({ threadId: `t-${thread}`, text: 'Mag een hond in de keuken?' });
    expectTurnShape(events, 'general-agent');
    expect(text(events).startsWith(`${GENERIC_ANSWER_PREFIX}: "Mag een hond in de keuken?".`)).toBe(true);
  });
});
