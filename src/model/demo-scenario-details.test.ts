import { describe, expect, it } from 'vitest';
import { companyInfo, inspectionHistory } from '../../scenarios/demo-data';
import { demoPrompts } from '../../scenarios/demo-inspection';
import { GENERIC_ANSWER_PREFIX } from '../../scenarios/demo-outcomes';
import { sequentialIds } from '../../scenarios/script';
import { toolResultContent } from '../../scenarios/tool-call';
import { mapGet, mapSize } from '../lib/persistent/persistent-map';
import { play } from '../testing/demo-play';
import { logNotes, timelineIds } from '../testing/feed';
import { logEntries } from './event-log';
import { selectAgentState, selectPendingApprovals } from './selectors';
import { createSessionState } from './session-state';

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
