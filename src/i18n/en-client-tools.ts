import type { nlClientTools } from './nl-client-tools';

export const enClientTools: Record<keyof typeof nlClientTools, string> = {
  'clientTool.planTitle': 'Proposed plan — choose the steps',
  'clientTool.planHint': 'Untick what should not happen, then confirm.',
  'clientTool.noSteps': 'This plan has no steps.',
  'clientTool.confirmTitle': 'The assistant asks you to confirm: {tool}',
  'clientTool.arguments': 'Details',
  'clientTool.document': 'Document',
  'clientTool.background': 'New background colour of the conversation: {colour}',
  'clientTool.unsafeBackground': 'This colour cannot be used: {colour}',
  'clientTool.note': 'Note (optional)',
  'clientTool.confirm': 'Confirm',
  'clientTool.reject': 'Reject',
};
