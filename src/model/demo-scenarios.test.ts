import { EventType, type BaseEvent } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { applyStateEvent } from '../../scenarios/apply-state';
import { demoPrompts, type DemoScenario } from '../../scenarios/demo-inspection';
import type { ApprovalDecision } from '../../scenarios/flatten-script';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet, mapSize, mapValues } from '../lib/persistent/persistent-map';
import { AgoraEvent } from '../protocol/agora-events';
import { play } from '../testing/demo-play';
import { logNotes, timelineIds } from '../testing/feed';
import { logEntries } from './event-log';
import { selectAgentState } from './selectors';

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
  /** Annotations a finished run leaves (AGORA's rejection ends the run with its message still open). */
  notes?: string[];
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
    notes: ['run-finished-open msg-1'],
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
    if (spec.run === 'finished') expect(logNotes(final)).toEqual(spec.notes ?? []);
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
