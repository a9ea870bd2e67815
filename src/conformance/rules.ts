import { enInspect } from '../i18n/en-inspect';
import { logEntries, type EventLogEntry } from '../model/event-log';
import { isProblem } from '../model/protocol-rules';
import type { SessionState } from '../model/session-state';
import { excerpt, type Evidence, type Forgiven, type RuleResult } from './report';

const evidenceOf = (entry: EventLogEntry): Evidence => ({
  seq: entry.seq,
  type: entry.type,
  excerpt: excerpt(entry.payload),
});

/** The event inspector's stream rules, each checked on every frame the run sent. */
const streamRules = Object.keys(enInspect)
  .filter((key) => key.startsWith('rule.'))
  .map((key) => key.slice('rule.'.length));

/** Every stream rule: failed where a frame broke it (the frames as evidence), passed when frames came, else not exercised. */
export function streamVerdicts(state: SessionState): RuleResult[] {
  const entries = logEntries(state.eventLog);
  const received = entries.some((entry) => entry.direction === 'in');
  return streamRules.map((rule) => {
    const broken = entries.flatMap((entry) =>
      (entry.annotations ?? [])
        .filter((annotation) => annotation.rule === rule && isProblem(annotation))
        .map((annotation) => ({
          ...evidenceOf(entry),
          about: [annotation.subject, annotation.detail].filter(Boolean).join(': '),
        })),
    );
    const title = enInspect[`rule.${rule}` as keyof typeof enInspect];
    const status = broken.length ? 'fail' : received ? 'pass' : 'not-exercised';
    return { id: `stream.${rule}`, title, status, evidence: broken.slice(0, 10) };
  });
}

/** Frames that failed AG-UI's schemas (or were not JSON). */
export function validFrames(state: SessionState): RuleResult {
  const rejected = logEntries(state.eventLog).filter((entry) => entry.kind === 'rejected');
  return {
    id: 'frames-valid',
    title: 'Every frame is a valid AG-UI event',
    status: rejected.length ? 'fail' : 'pass',
    evidence: rejected.slice(0, 10).map((entry) => ({ ...evidenceOf(entry), excerpt: excerpt(entry.rejection) })),
  };
}

/** What the client read liberally: a bare string outcome, `toolDescription` for `toolSpokenName`. */
export function forgiven(state: SessionState): Forgiven[] {
  const kinds: [string, (payload: object) => boolean][] = [
    ['RUN_FINISHED outcome as a bare string', (payload) => 'reportedOutcome' in payload],
    ['toolDescription (older name of toolSpokenName)', (payload) => 'toolDescription' in payload],
  ];
  const entries = logEntries(state.eventLog).filter((entry) => entry.kind === 'event');
  return kinds.flatMap(([what, test]) => {
    const seqs = entries.filter((entry) => test(entry.payload)).map((entry) => entry.seq);
    return seqs.length ? [{ what, count: seqs.length, seqs }] : [];
  });
}
