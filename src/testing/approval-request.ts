/** AGORA's request to approve the final report (contract §approvals), as a HAI server sends it. */
export const approvalRequest = (approvalId: string, riskLevel = 'high') => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_request',
  value: {
    approvalId,
    toolName: 'generate_final_report',
    toolDescription: 'Maakt het officiële rapport',
    parameters: { inspectionId: 'INS-1' },
    reasoning: 'Gevraagd door de inspecteur',
    riskLevel,
  },
});
