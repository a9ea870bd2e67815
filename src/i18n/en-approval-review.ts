import type { nlApprovalReview } from './nl-approval-review';

export const enApprovalReview: Record<keyof typeof nlApprovalReview, string> = {
  'approvalReview.showAll': 'Show all',
  'approvalReview.showLess': 'Show less',
  'approvalReview.blank': '⟨{count} blank characters⟩',
  'approvalReview.hidden': '⟨invisible character {code}⟩',
  'approvalReview.tooBig': 'Too large or nested too deep to show in full here.',
  'approvalReview.more': '… and {count} more parameters, not shown.',
  'approvalReview.waitScroll': 'Review all {count} parameters first (scroll down).',
  'approvalReview.waitOpen': 'Open every shortened value with Show all first ({count} left).',
  'approvalReview.waitUnshowable': 'Not everything in this request can be shown: you can only reject it.',
  'approvalPlace.afterRun': 'Note: this request came after the run had ended. You can still answer it.',
  'approvalPlace.unknownCall': 'Note: this request names a tool call that never started ({id}).',
};
