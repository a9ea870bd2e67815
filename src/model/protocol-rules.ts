/**
 * The stream rules the reducer checks, one id each. An annotation names the rule a frame broke and
 * its subject (an id or an event name); the event inspector shows the rule's name and explanation.
 */
export type RuleId =
  | 'start-duplicate'
  | 'content-before-start'
  | 'content-after-end'
  | 'end-without-start'
  | 'end-duplicate'
  | 'chunk-without-id'
  | 'unknown-message'
  | 'unknown-tool-call'
  | 'run-not-current'
  | 'run-overlap'
  | 'run-finished-open'
  | 'step-not-started'
  | 'after-run-end'
  | 'after-stop'
  | 'closed-locally'
  | 'patch-failed'
  | 'activity-exists'
  | 'custom-unhandled'
  | 'invalid-value'
  | 'approval-duplicate'
  | 'approval-unknown'
  | 'approval-after-run'
  | 'approval-unknown-call'
  | 'value-too-deep';

export interface Annotation {
  rule: RuleId;
  /** The id or event name the rule is about. */
  subject?: string;
  /** What went wrong in the protocol's own words (a patch error, a schema issue). */
  detail?: string;
}

/**
 * Notes, not violations: what a stopped run still sends, the server's end of what this client already
 * closed itself, and what the protocol allows but this client skips.
 */
const informational: ReadonlySet<RuleId> = new Set([
  'after-stop',
  'closed-locally',
  'activity-exists',
  'custom-unhandled',
]);

export const isProblem = (annotation: Annotation) => !informational.has(annotation.rule);
