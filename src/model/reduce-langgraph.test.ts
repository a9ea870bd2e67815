import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet, mapValues } from '../lib/persistent/persistent-map';
import { readToolResult } from '../lib/python-repr';
import { feed, logNotes } from '../testing/feed';
import { selectRunTimeline } from './debug-selectors';
import type { HistoryEntryLike } from './history';
import { selectParsedArgs } from './selectors';

/* How AGORA's LangGraph server (server-langgraph) speaks the contract, and the reducer's reading of it. */

const t = 'thread-lg';
const step = (kind: 'STARTED' | 'FINISHED', stepName: string) => ({ type: `STEP_${kind}`, stepName });
const snapshot = (agent: string) => ({
  type: 'STATE_SNAPSHOT',
  snapshot: { thread_id: t, run_id: 'r1', current_agent: agent, status: 'processing' },
});
const toolStart = (id: string, name: string, display: string) => ({
  type: 'TOOL_CALL_START',
  toolCallId: id,
  toolCallName: name,
  toolDisplayName: display,
  parentMessageId: 'm1',
});
const toolDone = (id: string, content: string) => [
  { type: 'TOOL_CALL_END', toolCallId: id },
  { type: 'TOOL_CALL_RESULT', messageId: `tool-result-${id}`, toolCallId: id, content },
  step('FINISHED', 'executing_tools'),
  step('STARTED', 'thinking'),
];
const spoken = (phase: string, value: object) => ({ type: 'CUSTOM', name: `agora:spoken_text_${phase}`, value });
const uuid1 = '3f2b6c1e-8a4d-4c55-9d6e-0b7f1a2c3d4e';
const uuid2 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const result1 = `content='{"bestaat": true, "naam": "Restaurant Bella Rosa"}' name='check_company_exists' tool_call_id='call_Ab12'`;
const result2 = `content='${'Inspectie 2024: hygiëne onvoldoende. '.repeat(20)}`.slice(0, 500);

const run = [
  { type: 'RUN_STARTED', threadId: t, runId: 'r1' },
  step('STARTED', 'routing'),
  snapshot('general-agent'),
  step('FINISHED', 'routing'),
  step('STARTED', 'thinking'),
  step('FINISHED', 'thinking'),
  step('STARTED', 'executing_tools'),
  toolStart('h1', 'transfer_to_history', 'Overdracht naar inspectiehistorie'),
  ...toolDone('h1', "content='Transferred to history-agent' name='transfer_to_history' tool_call_id='call_h'"),
  step('FINISHED', 'thinking'),
  step('STARTED', 'thinking'),
  snapshot('history-agent'),
  step('FINISHED', 'thinking'),
  // Two tools at once: executing_tools starts twice, and each result finishes it once.
  step('STARTED', 'executing_tools'),
  toolStart(uuid1, 'check_company_exists', 'Controleren bedrijfsgegevens'),
  { type: 'TOOL_CALL_ARGS', toolCallId: uuid1, delta: '{"kvk_number": "92251854"}' },
  step('STARTED', 'executing_tools'),
  toolStart(uuid2, 'get_inspection_history', 'Ophalen inspectiehistorie'),
  ...toolDone(uuid1, result1),
  ...toolDone(uuid2, result2),
  spoken('start', { messageId: 'm1' }),
  spoken('content', { messageId: 'm1', delta: 'Bella Rosa is bekend.' }),
  { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Restaurant Bella Rosa is bekend bij de NVWA.' },
  { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
  spoken('end', { messageId: 'm1' }),
  { ...snapshot('history-agent'), snapshot: { ...snapshot('history-agent').snapshot, status: 'completed' } },
  { type: 'RUN_FINISHED', threadId: t, runId: 'r1' },
];

describe("a LangGraph server's run", () => {
  it('raises no stream-rule annotation', () => {
    expect(logNotes(feed(run))).toEqual([]);
  });

  it('follows the agent from snake_case state and names it in the run timeline', () => {
    const state = feed(run);
    expect(state.currentAgent).toBe('history-agent');
    expect(mapGet(state.toolCalls, uuid1)?.agentId).toBe('history-agent');
    const agents = selectRunTimeline(state).flatMap((moment) => (moment.kind === 'agent' ? [moment.agent] : []));
    expect(agents).toEqual(['general-agent', 'history-agent']);
  });

  it('keeps the current step while one of two parallel tool steps is still open', () => {
    const state = feed(run.slice(0, run.findIndex((e) => 'content' in e && e.content === result1) + 3));
    expect(state.run.step).toBe('thinking');
    expect(state.run.openSteps).toEqual(['executing_tools', 'thinking']);
    expect(feed(run).run.openSteps).toBeUndefined();
  });

  it('attaches the spoken stream begun before its text message to that message, and both tools to it', () => {
    const state = feed(run);
    expect(mapGet(state.spoken, 'm1')).toMatchObject({ text: 'Bella Rosa is bekend.', status: 'complete' });
    expect(mapGet(state.messages, 'm1')?.toolCallIds).toEqual(['h1', uuid1, uuid2]);
  });

  it('keeps the handoff display name and reads Python tool messages, cut off or not', () => {
    const state = feed(run);
    expect(mapGet(state.toolCalls, 'h1')?.displayName).toBe('Overdracht naar inspectiehistorie');
    expect(readToolResult(mapGet(state.toolCalls, uuid1)!.result!).value).toEqual({
      bestaat: true,
      naam: 'Restaurant Bella Rosa',
    });
    const cut = readToolResult(mapGet(state.toolCalls, uuid2)!.result!);
    expect(cut.truncated).toBe(true);
    expect(cut.text.startsWith('Inspectie 2024: hygiëne onvoldoende.')).toBe(true);
  });

  it('takes a model error: RUN_ERROR then RUN_FINISHED, the open answer closed by the run end, no warning', () => {
    const state = feed([
      { type: 'RUN_STARTED', threadId: t, runId: 'r2' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm2', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm2', delta: 'Ik zoek' },
      { type: 'RUN_ERROR', message: 'Error processing message: rate limit', code: 'processing_error' },
      { type: 'RUN_FINISHED', threadId: t, runId: 'r2' },
    ]);
    expect(logNotes(state)).toEqual([]);
    expect(state.run).toMatchObject({ status: 'error', error: { code: 'processing_error' } });
    expect(mapGet(state.messages, 'm2')?.status).toBe('incomplete');
    expect(state.openMessageIds).toEqual([]);
  });
});

const history: HistoryEntryLike[] = [
  { role: 'user', content: '[SYSTEM CONTEXT: user_id=koen]\nStart inspectie bij Restaurant Bella Rosa' },
  { role: 'tool_call', tool_call_id: 'call_h', tool_name: 'transfer_to_history', content: '{}', agent_id: '' },
  { role: 'tool', tool_call_id: 'call_h', tool_name: 'transfer_to_history', content: 'Transferred' },
  {
    role: 'tool_call',
    tool_call_id: 'call_Ab12',
    tool_name: 'check_company_exists',
    content: "{'kvk_number': '92251854', 'strict': True, 'limit': None}",
    agent_id: '',
  },
  { role: 'tool', tool_call_id: 'call_Ab12', tool_name: 'check_company_exists', content: '{"bestaat": true}' },
  { role: 'assistant', content: 'Restaurant Bella Rosa is bekend bij de NVWA.', agent_id: '' },
];

describe("a LangGraph server's REST history", () => {
  it('replaces the live run without duplicates, orphans or annotations; agent_id "" is no agent', () => {
    const state = feed([...run, { type: 'local.history', entries: history, at: 5 }]);
    const calls = [...mapValues(state.toolCalls)];
    expect(calls.map((c) => c.id)).toEqual(['call_h', 'call_Ab12']);
    expect(calls.some((c) => c.orphan)).toBe(false);
    expect(calls.every((c) => c.agentId === undefined)).toBe(true);
    expect(listToArray(state.timeline)).toHaveLength(4);
    expect(logNotes(state)).toEqual([]);
    expect(selectParsedArgs(calls[1]!)).toEqual({
      complete: true,
      value: { kvk_number: '92251854', strict: true, limit: null },
    });
  });

  it('lists a result whose call it lacks under its own tool name, not as an orphan', () => {
    const state = feed([
      { type: 'local.history', entries: [history[2]!, { ...history[4]!, tool_call_id: '' }], at: 1 },
    ]);
    expect([...mapValues(state.toolCalls)].map((c) => [c.name, c.orphan])).toEqual([
      ['transfer_to_history', false],
      ['check_company_exists', false],
    ]);
  });
});

describe('a report the inspector rejected', () => {
  const request = {
    approvalId: 'ap1',
    toolName: 'generate_final_report',
    parameters: { inspection_id: 'i1' },
    reasoning: 'Rapport versturen',
    riskLevel: 'high',
  };
  const reportHistory: HistoryEntryLike[] = [
    { role: 'user', content: 'Maak het rapport' },
    {
      role: 'tool_call',
      tool_call_id: 'call_r0',
      tool_name: 'generate_final_report',
      content: "{'inspection_id': 'i0'}",
    },
    { role: 'tool', tool_call_id: 'call_r0', tool_name: 'generate_final_report', content: 'Rapport gegenereerd' },
    { role: 'user', content: 'Nog een keer' },
    {
      role: 'tool_call',
      tool_call_id: 'call_r1',
      tool_name: 'generate_final_report',
      content: "{'inspection_id': 'i1'}",
    },
    { role: 'tool', tool_call_id: 'call_r1', tool_name: 'generate_final_report', content: 'Rapport gegenereerd' },
  ];
  const events = [
    { type: 'RUN_STARTED', threadId: t, runId: 'r3' },
    { type: 'CUSTOM', name: 'agora:tool_approval_request', value: request },
    { type: 'local.approval_decision', approvalId: 'ap1', approved: false, at: 3 },
    { type: 'RUN_FINISHED', threadId: t, runId: 'r3' },
  ];

  it('ends with only RUN_FINISHED, without a warning', () => {
    const state = feed(events);
    expect(state.run.status).toBe('finished');
    expect(mapGet(state.approvals, 'ap1')?.status).toBe('rejected');
    expect(logNotes(state)).toEqual([]);
  });

  it("shows the history's generated report with the mark that the inspector rejected it, the older one without", () => {
    const state = feed([...events, { type: 'local.history', entries: reportHistory, at: 9 }]);
    expect(mapGet(state.toolCalls, 'call_r1')).toMatchObject({ status: 'completed', rejectedByInspector: true });
    expect(mapGet(state.toolCalls, 'call_r0')?.rejectedByInspector).toBeUndefined();
  });

  it('after a page reload with nothing kept shows the history as the server has it', () => {
    const state = feed([{ type: 'local.history', entries: reportHistory, at: 9 }]);
    expect(mapGet(state.toolCalls, 'call_r1')?.rejectedByInspector).toBeUndefined();
  });

  it('after a page reload marks the rejected report again from the decisions the browser kept', () => {
    const before = mapGet(feed(events).approvals, 'ap1')!;
    const state = feed([
      { type: 'local.decisions_kept', approvals: [before], at: 8 },
      { type: 'local.history', entries: reportHistory, at: 9 },
    ]);
    expect(mapGet(state.toolCalls, 'call_r1')).toMatchObject({ status: 'completed', rejectedByInspector: true });
    expect(mapGet(state.toolCalls, 'call_r0')?.rejectedByInspector).toBeUndefined();
    expect(mapGet(state.approvals, 'ap1')?.status).toBe('rejected');
  });
});

describe('listen mode', () => {
  it('keeps a canned reply spoken as text quiet (never read aloud) without a warning', () => {
    const state = feed([
      { type: 'RUN_STARTED', threadId: t, runId: 'r4' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm4', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm4', delta: '[Luistermodus actief - bericht 2 opgeslagen]' },
      spoken('start', { messageId: 'm4' }),
      spoken('content', { messageId: 'm4', delta: '[Luister' }),
      spoken('content', { messageId: 'm4', delta: 'modus actief - bericht 2 opgeslagen]' }),
      { type: 'TEXT_MESSAGE_END', messageId: 'm4' },
      spoken('end', { messageId: 'm4' }),
      { type: 'RUN_FINISHED', threadId: t, runId: 'r4' },
    ]);
    expect(mapGet(state.spoken, 'm4')).toMatchObject({ status: 'stopped', quiet: true });
    expect(logNotes(state)).toEqual([]);
  });
});
