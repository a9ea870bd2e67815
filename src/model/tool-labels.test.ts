import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';
import { approvalToolLabel, handoffTarget, selectToolDisplayNames, toolLabel } from './tool-labels';

describe('tool labels', () => {
  it('prefers toolDisplayName, then toolSpokenName (toolDescription is its older name), then the technical name', () => {
    expect(toolLabel({ name: 'search_regulations', displayName: 'Zoeken in regelgeving', spokenName: 'Ik zoek' })).toBe(
      'Zoeken in regelgeving',
    );
    expect(toolLabel({ name: 'search_regulations', spokenName: 'Ik zoek' })).toBe('Ik zoek');
    expect(toolLabel({ name: 'search_regulations' })).toBe('search_regulations');
  });

  it('reads the target agent of the agent SDK’s handoff tools, and nothing into ordinary tools', () => {
    expect(handoffTarget('transfer_to_company_and_inspection_history_specialist')).toBe('history-agent');
    expect(handoffTarget('transfer_to_regulation_analysis_expert')).toBe('regulation-agent');
    expect(handoffTarget('transfer_to_hap_inspection_report_specialist')).toBe('reporting-agent');
    expect(handoffTarget('transfer_to_nvwa_general_assistant')).toBe('general-agent');
    expect(handoffTarget('transfer_to_planning_agent')).toBe('planning_agent');
    expect(handoffTarget('get_company_info')).toBeUndefined();
    expect(handoffTarget('transfer_to_')).toBeUndefined();
  });

  it('learns display names from the session’s tool calls, for approval requests that name only the tool', () => {
    const state = feed([
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c1',
        toolCallName: 'generate_final_report',
        toolDisplayName: 'Genereren eindrapport',
      },
    ]);
    expect(selectToolDisplayNames(state).get('generate_final_report')).toBe('Genereren eindrapport');
    expect(selectToolDisplayNames(state)).toBe(selectToolDisplayNames(state));
  });

  it('names the tool of an approval request by its own display name, one seen this session, or its name made readable', () => {
    const request = { approvalId: 'a', toolName: 'generate_final_report', riskLevel: 'high' as const };
    expect(approvalToolLabel({ ...request, toolDisplayName: 'Eindrapport' }, new Map())).toBe('Eindrapport');
    expect(approvalToolLabel(request, new Map([['generate_final_report', 'Genereren eindrapport']]))).toBe(
      'Genereren eindrapport',
    );
    expect(approvalToolLabel(request, new Map())).toBe('Generate final report');
  });
});
