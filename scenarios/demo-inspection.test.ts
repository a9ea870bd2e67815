import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { applyStateEvent } from './apply-state';
import { inspectionHistory } from './demo-data';
import { demoPrompts, demoScript, pickScenario } from './demo-inspection';
import type { DemoScenario } from './demo-inspection';
import { GENERIC_ANSWER_PREFIX } from './demo-outcomes';
import { flattenScript } from './flatten-script';
import type { ApprovalDecision } from './flatten-script';
import { sequentialIds } from './script';
import { sequenceViolations } from './sequence-rules';
import { TOOL_RESULT_LIMIT, toolDisplayName } from './tool-call';

function play(userText: string, decision: ApprovalDecision = { approved: true }, state?: unknown): BaseEvent[] {
  const input = { threadId: 'thread-1', runId: 'run-1', userText, ids: sequentialIds(), state };
  return flattenScript(demoScript(input), { decide: () => decision });
}

const types = (events: BaseEvent[]): string[] =>
  events.map((e) => (e.type === EventType.CUSTOM ? String(e.name) : e.type));
const finalState = (events: BaseEvent[]): unknown => events.reduce<unknown>(applyStateEvent, undefined);

function streamed(events: BaseEvent[], kind: 'text' | 'spoken'): Map<string, string> {
  const texts = new Map<string, string>();
  for (const e of events) {
    const value = e.value as { messageId: string; delta: string } | undefined;
    const [id, delta] =
      kind === 'text'
        ? e.type === EventType.TEXT_MESSAGE_CONTENT
          ? [String(e.messageId), String(e.delta)]
          : []
        : e.name === 'agora:spoken_text_content' && value
          ? [value.messageId, value.delta]
          : [];
    if (id !== undefined) texts.set(id, (texts.get(id) ?? '') + delta);
  }
  return texts;
}

const cases: [string, string, ApprovalDecision?][] = [
  ['start', demoPrompts.start],
  ['finding', demoPrompts.finding],
  ['report approved', demoPrompts.report, { approved: true, feedback: 'Prima' }],
  ['report rejected', demoPrompts.report, { approved: false, feedback: 'Eerst foto’s toevoegen' }],
  ['checklist', demoPrompts.checklist],
  ['moderation', demoPrompts.moderation],
  ['failure', demoPrompts.failure],
  ['generic', 'Hoe laat is het?'],
];

describe.each(cases)('demo scenario %s', (_name, prompt, decision) => {
  const events = play(prompt, decision);

  it('follows the contract lifecycle rules', () => {
    expect(sequenceViolations(events)).toEqual([]);
  });

  it('streams spoken text for every message, with the same ids and without markdown', () => {
    const text = streamed(events, 'text');
    const spoken = streamed(events, 'spoken');
    expect([...spoken.keys()]).toEqual([...text.keys()]);
    for (const said of spoken.values()) expect(said).not.toMatch(/[|*#`]/);
  });

  it('labels tools as AGORA does: toolDisplayName for known tools, none for hand-offs, never a spoken name', () => {
    for (const start of events.filter((e) => e.type === EventType.TOOL_CALL_START)) {
      const name = String(start.toolCallName);
      const args = events.filter((e) => e.type === EventType.TOOL_CALL_ARGS && e.toolCallId === start.toolCallId);
      expect(start).not.toHaveProperty('toolSpokenName');
      expect(start).not.toHaveProperty('toolDescription');
      expect(start.parentMessageId).toEqual(expect.stringMatching(/^msg-/));
      if (name.startsWith('transfer_to_')) {
        expect(start).not.toHaveProperty('toolDisplayName');
        expect(args).toEqual([]);
      } else {
        expect(start.toolDisplayName).toBe(toolDisplayName(name));
        expect(args.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('sends no null anywhere (AGORA omits optional nulls)', () => {
    expect(JSON.stringify(events)).not.toContain('null');
  });

  it('is deterministic', () => {
    expect(play(prompt, decision)).toEqual(events);
  });
});

describe('pickScenario', () => {
  it.each(Object.entries(demoPrompts))('maps the %s prompt to its scenario', (scenario, prompt) => {
    expect(pickScenario(prompt)).toBe(scenario as DemoScenario);
  });

  it.each([
    'Ik zie dat de koelcel 9 graden is',
    'ik zag muizenkeutels in de opslag',
    'De vriezer staat op -12 °C',
    'Er ligt schimmel op de kaas',
    'Het is vies in de keuken',
    'Er is ongedierte in het magazijn',
    'Mij valt op dat de handenwasgelegenheid geen zeep heeft',
    'I see that the cold store is at 9 degrees',
    'There are mouse droppings in storage',
  ])('takes the natural finding "%s" for a finding', (text) => {
    expect(pickScenario(text)).toBe('finding');
  });

  it.each([
    ['Wat kun je allemaal?', 'generic'],
    ['Welke regels gelden voor allergeneninformatie op de menukaart?', 'generic'],
    ['Wat zijn de regels voor koeling?', 'generic'],
    ['Welke temperatuur moet een koelcel hebben?', 'generic'],
    ['What temperature should a fridge be', 'generic'],
    ['Ik zie dat het rapport klaar moet', 'report'],
    ['Start inspectie bij Restaurant Bella Rosa', 'start'],
  ])('leaves "%s" to its own scenario (%s)', (text, scenario) => {
    expect(pickScenario(text)).toBe(scenario);
  });

  it('prefers report and failure over start when both match', () => {
    expect(pickScenario('Maak het rapport van de inspectie')).toBe('report');
    expect(pickScenario('[fail] Start inspectie')).toBe('failure');
  });
});

describe('scenario content', () => {
  it('checklist only changes the shared state: no text, a checklist added and ticked off, kept in the closing snapshot', () => {
    const events = play(demoPrompts.checklist);
    expect(events.some((e) => e.type === EventType.TEXT_MESSAGE_START)).toBe(false);
    expect(types(events).filter((t) => t === 'STATE_DELTA')).toHaveLength(2);
    expect(finalState(events)).toMatchObject({
      status: 'completed',
      checklist: { steps: [{ status: 'completed' }, { status: 'completed' }, { status: 'pending' }] },
    });
  });

  it('start hands off to history-agent, calls both tools and answers with a table and a list', () => {
    const events = play(demoPrompts.start);
    const snapshots = events
      .filter((e) => e.type === EventType.STATE_SNAPSHOT)
      .map((e) => e.snapshot as Record<string, unknown>);
    expect(snapshots.map((s) => [s.currentAgent, s.status])).toEqual([
      ['general-agent', 'processing'],
      ['history-agent', 'processing'],
      ['history-agent', 'completed'],
    ]);
    expect(events.filter((e) => e.type === EventType.TOOL_CALL_START).map((e) => e.toolCallName)).toEqual([
      'transfer_to_company_and_inspection_history_specialist',
      'get_company_info',
      'get_inspection_history',
    ]);
    const answer = [...streamed(events, 'text').values()].join('');
    expect(answer).toContain('| KVK-nummer | 92251854 |');
    expect(answer).toContain('\n- 14-03-2025');
    expect(finalState(events)).toMatchObject({ inspection: { companyName: 'Restaurant Bella Rosa', findings: [] } });
  });

  it('a finding after the start adds exactly one finding with a JSON patch append', () => {
    const state = finalState(play(demoPrompts.start));
    const events = play(demoPrompts.finding, undefined, state);
    const deltas = events.filter((e) => e.type === EventType.STATE_DELTA);
    expect(deltas.at(-1)?.delta).toEqual([expect.objectContaining({ op: 'add', path: '/inspection/findings/-' })]);
    expect(finalState(events)).toMatchObject({
      currentAgent: 'regulation-agent',
      inspection: { findings: [{ severity: 'hoog' }] },
    });
    expect([...streamed(events, 'text').values()].join('')).toContain('Verordening (EG) nr. 852/2004');
  });

  it('report approval request carries the contract fields', () => {
    const request = play(demoPrompts.report).find((e) => e.name === 'agora:tool_approval_request');
    expect(request?.value).toMatchObject({
      toolName: 'generate_final_report',
      riskLevel: 'high',
      parameters: { kvkNumber: '92251854', includePhotos: true, language: 'nl' },
    });
  });

  it('an approved report calls the tool inside the message it started before asking, and finishes that message', () => {
    const events = play(demoPrompts.report, { approved: true });
    const request = events.findIndex((e) => e.name === 'agora:tool_approval_request');
    const [message] = events.filter((e) => e.type === EventType.TEXT_MESSAGE_START);
    expect(events.findIndex((e) => e === message)).toBeLessThan(request);
    expect(events.filter((e) => e.type === EventType.TEXT_MESSAGE_START)).toHaveLength(1);
    const tool = events.find((e) => e.type === EventType.TOOL_CALL_START && e.toolCallName === 'generate_final_report');
    expect(events.indexOf(tool as BaseEvent)).toBeGreaterThan(request);
    expect(tool).toMatchObject({ toolDisplayName: 'Genereren eindrapport', parentMessageId: message?.messageId });
    const text = streamed(events, 'text').get(String(message?.messageId)) ?? '';
    expect(text).toMatch(/^Ik stel het inspectierapport op[^]*vraag ik eerst je akkoord\.\n\nHet inspectierapport/);
  });

  it('a rejected report ends with RUN_FINISHED right after the request, its message, spoken text and step left open', () => {
    const events = play(demoPrompts.report, { approved: false, feedback: 'Nog niet klaar' });
    expect(types(events).slice(-2)).toEqual(['agora:tool_approval_request', 'RUN_FINISHED']);
    expect(types(events)).not.toContain('TEXT_MESSAGE_END');
    expect(types(events)).not.toContain('agora:spoken_text_end');
    expect(events.filter((e) => e.type === EventType.TOOL_CALL_START).map((e) => e.toolCallName)).toEqual([
      'transfer_to_hap_inspection_report_specialist',
    ]);
    expect(events.filter((e) => e.type === EventType.STEP_STARTED).at(-1)?.stepName).toBe('thinking');
    expect(events.filter((e) => e.type === EventType.STEP_FINISHED).at(-1)?.stepName).toBe('executing_tools');
    expect([...streamed(events, 'text').values()].join('')).not.toContain('Nog niet klaar');
  });

  it('hands off with a transfer tool call: no arguments, the result names the agent, then the snapshot names it', () => {
    const events = play(demoPrompts.finding);
    const start = events.findIndex((e) => e.type === EventType.TOOL_CALL_START);
    expect(types(events.slice(start, start + 4))).toEqual([
      'TOOL_CALL_START',
      'TOOL_CALL_END',
      'TOOL_CALL_RESULT',
      'STATE_SNAPSHOT',
    ]);
    expect(events[start]).toMatchObject({
      toolCallName: 'transfer_to_regulation_analysis_expert',
      parentMessageId: 'msg-1',
    });
    expect(events[start + 2]).toMatchObject({ content: 'Transferred to regulation-agent', role: 'tool' });
    expect(events[start + 3]?.snapshot).toMatchObject({ currentAgent: 'regulation-agent', status: 'processing' });
  });

  it('cuts tool results at 500 characters', () => {
    const events = play(demoPrompts.start);
    const history = events.find(
      (e) =>
        e.type === EventType.TOOL_CALL_RESULT &&
        e.content !== undefined &&
        String(e.content).startsWith('{"kvkNumber":"92251854","inspections"'),
    );
    expect(JSON.stringify(inspectionHistory).length).toBeGreaterThan(TOOL_RESULT_LIMIT);
    expect(history?.content).toBe(JSON.stringify(inspectionHistory).slice(0, TOOL_RESULT_LIMIT));
  });

  it('moderation and failure follow the contract fixtures exactly', () => {
    expect(types(play(demoPrompts.moderation))).toEqual(['RUN_STARTED', 'agora:error', 'RUN_FINISHED']);
    expect(types(play(demoPrompts.failure))).toEqual([
      'RUN_STARTED',
      'STATE_SNAPSHOT',
      'STEP_STARTED',
      'RUN_ERROR',
      'RUN_FINISHED',
    ]);
  });

  it('the generic answer starts with the documented sentence and quotes the question', () => {
    const answer = [...streamed(play('Hoe laat is het?'), 'text').values()].join('');
    expect(answer.startsWith(`${GENERIC_ANSWER_PREFIX}: "Hoe laat is het?".`)).toBe(true);
    expect(answer).toContain(demoPrompts.start);
  });
});
