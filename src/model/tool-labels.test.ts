import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';
import { approvalToolLabel, handoffTarget, isHandoffTool, toolTitle } from './tool-labels';
import { selectToolDisplayNames } from './tool-names';

const none = new Map<string, string>();
const agents = new Map([['history-agent', 'history-agent']]);
const findAgent = (named: string) => agents.get(named);

describe('tool labels', () => {
  it('prefers toolDisplayName, then toolSpokenName (toolDescription is its older name), then the catalog, then the name made readable', () => {
    const title = (call: { name: string; displayName?: string; spokenName?: string }) =>
      toolTitle(call, none, findAgent);
    expect(title({ name: 'search_regulations', displayName: 'Zoeken in regelgeving', spokenName: 'Ik zoek' })).toEqual({
      kind: 'label',
      text: 'Zoeken in regelgeving',
      fromName: false,
    });
    expect(title({ name: 'search_regulations', spokenName: 'Ik zoek' })).toEqual({
      kind: 'label',
      text: 'Ik zoek',
      fromName: false,
    });
    expect(title({ name: 'check_company_exists' })).toEqual({
      kind: 'label',
      text: 'Controleren bedrijfsgegevens',
      fromName: false,
    });
    expect(title({ name: 'check_planning_slots' })).toEqual({
      kind: 'label',
      text: 'Check planning slots',
      fromName: true,
    });
    // A display name that is only the technical name again counts as none.
    expect(title({ name: 'check_planning_slots', displayName: 'check_planning_slots' })).toMatchObject({
      fromName: true,
    });
  });

  it('names a restored call (no display name of its own) by the one seen live this session', () => {
    const known = new Map([['check_company_exists', 'Controleren bedrijf']]);
    expect(toolTitle({ name: 'check_company_exists' }, known, findAgent)).toEqual({
      kind: 'label',
      text: 'Controleren bedrijf',
      fromName: false,
    });
  });

  it('reads the target agent of the agent SDK’s handoff tools, and nothing into ordinary or generic tools', () => {
    expect(handoffTarget('transfer_to_company_and_inspection_history_specialist')).toBe('history-agent');
    expect(handoffTarget('transfer_to_regulation_analysis_expert')).toBe('regulation-agent');
    expect(handoffTarget('transfer_to_hap_inspection_report_specialist')).toBe('reporting-agent');
    expect(handoffTarget('transfer_to_nvwa_general_assistant')).toBe('general-agent');
    expect(handoffTarget('transfer_to_planning_agent')).toBe('planning_agent');
    expect(handoffTarget('transfer_to_agent')).toBeUndefined();
    expect(handoffTarget('get_company_info')).toBeUndefined();
    expect(handoffTarget('transfer_to_')).toBeUndefined();
    expect(isHandoffTool('transfer_to_agent')).toBe(true);
    expect(isHandoffTool('get_company_info')).toBe(false);
  });

  it('names a handoff by the server’s label in the UI’s language, with the agent its arguments or its name point to', () => {
    const generic = { name: 'transfer_to_agent', displayName: 'Overdracht naar specialist' };
    const args = (agentId: string) => JSON.stringify({ agent_id: agentId, reason: 'Specialist' });
    expect(toolTitle({ ...generic, argsText: args('history-agent') }, none, findAgent)).toEqual({
      kind: 'handoff',
      label: 'Overdracht naar specialist',
      agent: 'history-agent',
    });
    // An agent the client does not know is named as the arguments name it.
    expect(toolTitle({ ...generic, argsText: args('planning-agent') }, none, findAgent)).toEqual({
      kind: 'handoff',
      label: 'Overdracht naar specialist',
      agent: 'planning-agent',
    });
    expect(toolTitle({ name: 'transfer_to_agent', argsText: '{"agent_id": 4' }, none, findAgent)).toEqual({
      kind: 'handoff',
    });
    // server-openai's agent SDK: no label, the agent read from the tool's name.
    expect(toolTitle({ name: 'transfer_to_company_and_inspection_history_specialist' }, none, findAgent)).toEqual({
      kind: 'handoff',
      agent: 'history-agent',
    });
    expect(
      toolTitle({ name: 'transfer_to_history', displayName: 'Overdracht naar historie' }, none, findAgent),
    ).toEqual({ kind: 'handoff', label: 'Overdracht naar historie', agent: 'history-agent' });
    // A label in another language than the UI's is left for the client's own.
    expect(toolTitle(generic, none, findAgent, 'en')).toEqual({ kind: 'handoff' });
    expect(toolTitle({ name: 'transfer_to_agent', displayName: 'Transfer to agent' }, none, findAgent)).toEqual({
      kind: 'handoff',
    });
  });

  it('names AGORA’s known tools from the catalog when the server’s label is missing or in another language', () => {
    const request = { name: 'generate_final_report' };
    expect(toolTitle(request, none, findAgent)).toEqual({
      kind: 'label',
      text: 'Genereren eindrapport',
      fromName: false,
    });
    expect(toolTitle({ ...request, displayName: 'Generate final report' }, none, findAgent)).toMatchObject({
      text: 'Genereren eindrapport',
    });
    expect(toolTitle({ ...request, displayName: 'Genereren eindrapport' }, none, findAgent, 'en')).toMatchObject({
      text: 'Generate final report',
    });
    // The server's own Dutch label wins over the catalog's; an unknown tool keeps the server's label in any language.
    expect(toolTitle({ ...request, displayName: 'Eindrapport' }, none, findAgent)).toMatchObject({
      text: 'Eindrapport',
    });
    expect(toolTitle({ name: 'get_weather', displayName: 'Get the weather' }, none, findAgent)).toMatchObject({
      text: 'Get the weather',
    });
  });

  it('learns display names from the session’s tool calls and keeps them over a history load', () => {
    const state = feed([
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c1',
        toolCallName: 'generate_final_report',
        toolDisplayName: 'Genereren eindrapport',
      },
      { type: 'local.history', entries: [{ role: 'tool_call', tool_name: 'generate_final_report' }], at: 2 },
    ]);
    expect(selectToolDisplayNames(state).get('generate_final_report')).toBe('Genereren eindrapport');
    expect(selectToolDisplayNames(state)).toBe(selectToolDisplayNames(state));
  });

  it('takes kept names from earlier in this browser session, never over one this page saw', () => {
    const state = feed([
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'search_regulations', toolDisplayName: 'Zoeken' },
      {
        type: 'local.tool_names_kept',
        names: [
          ['search_regulations', 'Oud'],
          ['get_company_info', 'Ophalen bedrijfsgegevens'],
        ],
        at: 1,
      },
    ]);
    expect([...selectToolDisplayNames(state)]).toEqual([
      ['search_regulations', 'Zoeken'],
      ['get_company_info', 'Ophalen bedrijfsgegevens'],
    ]);
  });

  it('names the tool of an approval request by its own display name, one seen this session, the catalog, or its name made readable', () => {
    const request = { approvalId: 'a', toolName: 'generate_final_report', riskLevel: 'high' as const };
    expect(approvalToolLabel({ ...request, toolDisplayName: 'Eindrapport' }, new Map())).toBe('Eindrapport');
    expect(approvalToolLabel(request, new Map([['generate_final_report', 'Genereren eindrapport']]))).toBe(
      'Genereren eindrapport',
    );
    expect(approvalToolLabel(request, new Map())).toBe('Genereren eindrapport');
    expect(approvalToolLabel(request, new Map(), 'en')).toBe('Generate final report');
    expect(approvalToolLabel({ ...request, toolName: 'sign_permit' }, new Map())).toBe('Sign permit');
  });
});
