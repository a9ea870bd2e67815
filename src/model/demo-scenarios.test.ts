import { EventType, type BaseEvent } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { applyStateEvent } from '../../scenarios/apply-state';
import { companyInfo, inspectionHistory } from '../../scenarios/demo-data';
import { demoPrompts, demoScript, type DemoScenario } from '../../scenarios/demo-inspection';
import { GENERIC_ANSWER_PREFIX } from '../../scenarios/demo-outcomes';
import { flattenScript, type ApprovalDecision } from '../../scenarios/flatten-script';
import { sequentialIds, type IdFactory } from '../../scenarios/script';
import { toolResultContent } from '../../scenarios/tool-call';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet, mapSize, mapValues } from '../lib/persistent/persistent-map';
import { AgoraEvent } from '../protocol/agora-events';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import { frame, logNotes, timelineIds } from '../testing/feed';
import { logEntries } from './event-log';
import { reduceSession } from './reduce-session';
import { selectAgentState, selectPendingApprovals } from './selectors';
import type { SessionInput } from './session-input';
import { createSessionState, type SessionState } from './session-state';

interface Played {
  events: BaseEvent[];
  states: SessionState[];
  final: SessionState;
}

interface Turn {
  decision?: ApprovalDecision;
  from?: SessionState;
  runId?: string;
  ids?: IdFactory;
}

/** One turn as the app lives it: the typed message goes out, the script's events come in, approvals are answered. */
function play(scenario: DemoScenario, prompt: string, turn: Turn = {}): Played {
  const { decision, from = createSessionState('thread-1'), runId = 'run-1', ids = sequentialIds() } = turn;
  const clientId = `user-${runId}`;
  const script = demoScript(
    { threadId: 'thread-1', runId, userText: prompt, ids, state: selectAgentState(from) },
    scenario,
  );
  const events = flattenScript(script, { decide: () => decision ?? { approved: true } });
  const start = (events[0]?.timestamp ?? 0) - 2;
  const runInput = buildRunInput({ threadId: 'thread-1', runId, clientId, text: prompt, userId: 'inspector' });
  const inputs: SessionInput[] = [
    { type: 'local.user_message', clientId, text: prompt, at: start },
    { type: 'local.sent', clientId, payload: runInput, at: start + 1, size: 1 },
  ];
  for (const event of events) {
    inputs.push(frame(event, event.timestamp));
    if (event.name !== AgoraEvent.toolApprovalRequest || !decision) continue;
    const { approvalId } = event.value as { approvalId: string };
    const at = event.timestamp ?? 0;
    inputs.push({ type: 'local.approval_decision', approvalId, ...decision, at });
    inputs.push({
      type: 'local.sent',
      clientId: approvalId,
      payload: buildApprovalResponse(approvalId, decision.approved, decision.feedback),
      at,
      size: 1,
    });
  }
  const states: SessionState[] = [];
  const final = inputs.reduce((state, input) => {
    const next = reduceSession(state, input);
    if (input.type === 'frame') states.push(next);
    return next;
  }, from);
  return { events, states, final };
}

/** What the events streamed, per message id, concatenated in order. */
function streamed(events: BaseEvent[], kind: 'text' | 'spoken'): Map<string, string> {
  const texts = new Map<string, string>();
  for (const event of events) {
    const spoken =
      event.name === AgoraEvent.spokenTextContent ? (event.value as { messageId: string; delta: string }) : undefined;
    const part =
      kind === 'text'
        ? event.type === EventType.TEXT_MESSAGE_CONTENT
          ? { messageId: String(event.messageId), delta: String(event.delta) }
          : undefined
        : spoken;
    if (part) texts.set(part.messageId, (texts.get(part.messageId) ?? '') + part.delta);
  }
  return texts;
}

const toolSpecs = {
  toHistory: { name: 'transfer_to_company_and_inspection_history_specialist', displayName: undefined, handoff: true },
  toRegulation: { name: 'transfer_to_regulation_analysis_expert', displayName: undefined, handoff: true },
  toReporting: { name: 'transfer_to_hap_inspection_report_specialist', displayName: undefined, handoff: true },
  company: { name: 'get_company_info', displayName: 'Ophalen bedrijfsgegevens' },
  history: { name: 'get_inspection_history', displayName: 'Ophalen inspectiehistorie' },
  regulations: { name: 'search_regulations', displayName: 'Zoeken in regelgeving' },
  report: { name: 'generate_final_report', displayName: 'Genereren eindrapport' },
};

interface ToolSpec {
  name: string;
  displayName: string | undefined;
  /** An agent handoff: no arguments, made by the agent handing over. */
  handoff?: boolean;
}

interface Case {
  scenario: DemoScenario;
  prompt: string;
  decision?: ApprovalDecision;
  agent?: string;
  timeline: string[];
  tools: ToolSpec[];
  run: 'finished' | 'error';
}

const reportTimeline = ['message:user-run-1', 'toolCall:call-1', 'message:msg-1', 'approval:appr-1'];
const cases: Record<string, Case> = {
  start: {
    scenario: 'start',
    prompt: demoPrompts.start,
    agent: 'history-agent',
    timeline: ['message:user-run-1', 'toolCall:call-1', 'toolCall:call-2', 'toolCall:call-3', 'message:msg-1'],
    tools: [toolSpecs.toHistory, toolSpecs.company, toolSpecs.history],
    run: 'finished',
  },
  finding: {
    scenario: 'finding',
    prompt: demoPrompts.finding,
    agent: 'regulation-agent',
    timeline: ['message:user-run-1', 'toolCall:call-1', 'toolCall:call-2', 'message:msg-1'],
    tools: [toolSpecs.toRegulation, toolSpecs.regulations],
    run: 'finished',
  },
  'report approved': {
    scenario: 'report',
    prompt: demoPrompts.report,
    decision: { approved: true, feedback: 'Prima' },
    agent: 'reporting-agent',
    timeline: [...reportTimeline, 'toolCall:call-2'],
    tools: [toolSpecs.toReporting, toolSpecs.report],
    run: 'finished',
  },
  'report rejected': {
    scenario: 'report',
    prompt: demoPrompts.report,
    decision: { approved: false, feedback: 'Eerst foto’s toevoegen' },
    agent: 'reporting-agent',
    timeline: reportTimeline,
    tools: [toolSpecs.toReporting],
    run: 'finished',
  },
  moderation: {
    scenario: 'moderation',
    prompt: demoPrompts.moderation,
    timeline: ['message:user-run-1', 'notice:agora-error-3'],
    tools: [],
    run: 'finished',
  },
  failure: {
    scenario: 'failure',
    prompt: demoPrompts.failure,
    agent: 'general-agent',
    timeline: ['message:user-run-1', 'notice:run-error-5'],
    tools: [],
    run: 'error',
  },
  generic: {
    scenario: 'generic',
    prompt: 'Hoe laat is het?',
    agent: 'general-agent',
    timeline: ['message:user-run-1', 'message:msg-1'],
    tools: [],
    run: 'finished',
  },
};

describe.each(Object.entries(cases))('demo scenario %s', (_name, spec) => {
  const { events, states, final } = play(spec.scenario, spec.prompt, { decision: spec.decision });
  const assistant = [...mapValues(final.messages)].filter((m) => m.role === 'assistant');

  it('builds the expected timeline, accepting every frame without a note but the ones a rejection leaves open', () => {
    expect(timelineIds(final)).toEqual(spec.timeline);
    expect(logEntries(final.eventLog).filter((e) => e.rejection !== undefined)).toEqual([]);
    if (spec.run === 'finished') expect(logNotes(final)).toEqual([]);
    expect(mapGet(final.messages, 'user-run-1')).toMatchObject({
      role: 'user',
      text: spec.prompt,
      delivery: 'sent',
      status: 'complete',
    });
  });

  it('completes every assistant message with the streamed text, attributed to the agent that spoke', () => {
    const texts = streamed(events, 'text');
    expect(assistant.map((m) => m.id).sort()).toEqual([...texts.keys()].sort());
    for (const message of assistant) {
      expect(message).toMatchObject({
        text: texts.get(message.id),
        status: 'complete',
        agentId: spec.agent,
        runId: 'run-1',
      });
    }
    expect(final.openMessageIds).toEqual([]);
  });

  it('records the tool calls in order, with display names, arguments and results; handoffs by the agent handing over', () => {
    const calls = listToArray(final.timeline).flatMap((item) =>
      item.kind === 'toolCall' ? [mapGet(final.toolCalls, item.id)] : [],
    );
    expect(calls.map((call) => ({ name: call?.name, displayName: call?.displayName }))).toEqual(
      spec.tools.map(({ name, displayName }) => ({ name, displayName })),
    );
    calls.forEach((call, index) => {
      const result = events.find((e) => e.type === EventType.TOOL_CALL_RESULT && e.toolCallId === call?.id);
      const args = events
        .filter((e) => e.type === EventType.TOOL_CALL_ARGS && e.toolCallId === call?.id)
        .map((e) => String(e.delta));
      const handoff = spec.tools[index]?.handoff;
      expect(call).toMatchObject({
        status: 'completed',
        agentId: handoff ? 'general-agent' : spec.agent,
        argsText: args.join(''),
        result: result?.content,
        parentMessageId: 'msg-1',
      });
      if (handoff) expect(call?.argsText).toBe('');
    });
    expect(mapSize(final.toolCalls)).toBe(calls.length);
    expect(final.openToolCallIds).toEqual([]);
  });

  it('keeps each spoken stream complete and equal to what was spoken', () => {
    const spoken = streamed(events, 'spoken');
    expect(listToArray(final.spokenOrder)).toEqual([...spoken.keys()]);
    for (const [messageId, text] of spoken) {
      expect(mapGet(final.spoken, messageId)).toEqual({ messageId, text, status: 'complete' });
    }
    expect(mapSize(final.spoken)).toBe(spoken.size);
  });

  it('applies every state snapshot and delta as the contract defines them', () => {
    let reference: unknown = {};
    events.forEach((event, index) => {
      reference = applyStateEvent(reference, event);
      expect(selectAgentState(states[index]!)).toEqual(reference);
      expect(states[index]?.stateDiverged).toBeUndefined();
    });
    expect(final.currentAgent).toBe(spec.agent);
  });

  it(`ends the run as ${spec.run}`, () => {
    expect(final.run).toMatchObject({
      status: spec.run,
      threadId: 'thread-1',
      runId: 'run-1',
      finishedAt: events.at(-1)?.timestamp,
    });
    expect(final.run.step).toBeUndefined();
    if (spec.run === 'finished') expect(final.run.error).toBeUndefined();
  });
});

describe('demo scenario details', () => {
  it('start: the answer carries the company table and the tools return the demo data', () => {
    const { final } = play('start', demoPrompts.start);
    const text = mapGet(final.messages, 'msg-1')?.text ?? '';
    expect(text.startsWith('## Inspectie gestart: Restaurant Bella Rosa')).toBe(true);
    expect(text).toContain('| KVK-nummer | 92251854 |');
    expect(mapGet(final.toolCalls, 'call-1')?.result).toBe('Transferred to history-agent');
    expect(mapGet(final.toolCalls, 'call-2')?.result).toBe(toolResultContent(companyInfo));
    expect(mapGet(final.toolCalls, 'call-3')?.result).toBe(toolResultContent(inspectionHistory));
    expect(mapGet(final.toolCalls, 'call-3')?.result).toHaveLength(500);
    expect(JSON.parse(mapGet(final.toolCalls, 'call-3')?.argsText ?? '')).toEqual({ kvk_number: '92251854', limit: 5 });
    expect(selectAgentState(final)).toMatchObject({
      currentAgent: 'history-agent',
      status: 'completed',
      inspection: { companyName: 'Restaurant Bella Rosa', findings: [] },
    });
  });

  it('finding after start: the delta appends one finding to the inspection the start created', () => {
    const ids = sequentialIds();
    const started = play('start', demoPrompts.start, { ids }).final;
    const { final, states } = play('finding', demoPrompts.finding, { ids, from: started, runId: 'run-2' });
    const afterDelta = states.find((s) => s.lastPatch?.paths.includes('/inspection/findings/-'));
    expect(afterDelta && selectAgentState(afterDelta)).toMatchObject({
      inspection: { findings: [{ severity: 'hoog' }] },
    });
    expect(selectAgentState(final)).toMatchObject({
      currentAgent: 'regulation-agent',
      inspection: { findings: [{ findingId: 'finding-1', severity: 'hoog' }] },
    });
    expect(timelineIds(final)).toEqual([
      ...timelineIds(started),
      'message:user-run-2',
      'toolCall:call-4',
      'toolCall:call-5',
      'message:msg-2',
    ]);
    expect(mapGet(final.messages, 'msg-2')).toMatchObject({
      agentId: 'regulation-agent',
      runId: 'run-2',
      status: 'complete',
    });
    expect(mapGet(final.messages, 'msg-1')).toEqual(mapGet(started.messages, 'msg-1'));
    expect(logNotes(final)).toEqual([]);
  });

  it('report: the high-risk request is pending until the inspector decides', () => {
    const { states } = play('report', demoPrompts.report);
    const waiting = states.find((s) => mapSize(s.approvals) === 1);
    expect(
      selectPendingApprovals(waiting ?? createSessionState('x')).map((a) => [
        a.approvalId,
        a.request.toolName,
        a.request.riskLevel,
      ]),
    ).toEqual([['appr-1', 'generate_final_report', 'high']]);
  });

  it('report approved: recorded with feedback, sent once, quoted in the answer', () => {
    const { final } = play('report', demoPrompts.report, { decision: { approved: true, feedback: 'Prima' } });
    expect(mapGet(final.approvals, 'appr-1')).toMatchObject({
      status: 'approved',
      feedback: 'Prima',
      delivery: 'sent',
    });
    expect(selectPendingApprovals(final)).toEqual([]);
    expect(final.queuedIds).toEqual([]);
    expect(mapGet(final.messages, 'msg-1')?.text).toContain('Je opmerking bij het akkoord: "Prima"');
    expect(
      logEntries(final.eventLog)
        .filter((e) => e.direction === 'out')
        .map((e) => e.type),
    ).toEqual(['RunAgentInput', 'CUSTOM:agora:tool_approval_response']);
  });

  it('report rejected: the run ends at once, as AGORA does; what it left open is closed, nothing runs on', () => {
    const { final } = play('report', demoPrompts.report, {
      decision: { approved: false, feedback: 'Eerst foto’s toevoegen' },
    });
    expect(mapGet(final.approvals, 'appr-1')).toMatchObject({
      status: 'rejected',
      feedback: 'Eerst foto’s toevoegen',
      delivery: 'sent',
    });
    expect(mapGet(final.messages, 'msg-1')).toMatchObject({ status: 'complete' });
    expect(mapGet(final.spoken, 'msg-1')?.status).toBe('complete');
    expect(final.run).toMatchObject({ status: 'finished', step: undefined });
    expect([final.openMessageIds, final.openToolCallIds, final.openSpokenIds]).toEqual([[], [], []]);
  });

  it('moderation: the notice carries the violation and flags the typed message', () => {
    const { final } = play('moderation', demoPrompts.moderation);
    const message = 'Je bericht bevat ongepaste inhoud en kan niet worden verwerkt. Formuleer je vraag opnieuw.';
    expect(mapGet(final.notices, 'agora-error-3')).toMatchObject({
      kind: 'agora_error',
      code: 'moderation_violation',
      message,
      causedBy: 'user-run-1',
      details: { reason: 'content_policy_violation', category: 'inappropriate_language' },
    });
    expect(mapGet(final.messages, 'user-run-1')?.flaggedBy).toEqual({ errorCode: 'moderation_violation', message });
  });

  it('failure: the error is kept with its code after RUN_FINISHED and blamed on the typed message', () => {
    const { final } = play('failure', demoPrompts.failure);
    const message =
      'Fout bij het verwerken van je bericht: de taalmodeldienst is tijdelijk niet bereikbaar (gesimuleerde storing).';
    expect(final.run.error).toEqual({ message, code: 'processing_error' });
    expect(mapGet(final.notices, 'run-error-5')).toMatchObject({
      kind: 'run_error',
      message,
      code: 'processing_error',
      causedBy: 'user-run-1',
    });
  });

  it('generic: general-agent echoes the question', () => {
    const { final } = play('generic', 'Hoe laat is het?');
    expect(mapGet(final.messages, 'msg-1')?.text.startsWith(`${GENERIC_ANSWER_PREFIX}: "Hoe laat is het?".`)).toBe(
      true,
    );
  });
});
