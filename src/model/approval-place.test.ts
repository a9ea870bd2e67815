import { describe, expect, it } from 'vitest';
import { listToArray } from '../lib/persistent/persistent-list';
import { mapGet } from '../lib/persistent/persistent-map';
import { feed } from '../testing/feed';
import { isShownInMessage, selectApprovalsInMessage, splitOffset } from './approval-place';
import type { HistoryEntryLike } from './history';
import type { SessionState } from './session-state';

const intro = 'Ik stel het rapport op. Omdat het officieel is, vraag ik eerst je akkoord.\n\n';
const report = 'Het rapport is opgesteld en opgeslagen.';

const request = {
  type: 'CUSTOM',
  name: 'agora:tool_approval_request',
  value: {
    approvalId: 'a',
    toolName: 'generate_final_report',
    toolDescription: 'Rapport',
    parameters: {},
    reasoning: 'Officieel document',
    riskLevel: 'high',
  },
};

/** The demo's report turn: the answer starts, asks approval, and once approved goes on in the same message. */
const reportTurn = [
  { type: 'local.user_message', clientId: 'q', text: 'Maak het rapport op', at: 1 },
  { type: 'local.sent', clientId: 'q', payload: {}, at: 2, size: 2 },
  { type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' },
  { type: 'TEXT_MESSAGE_START', messageId: 'answer', role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'answer', delta: intro },
  request,
  { type: 'local.approval_decision', approvalId: 'a', approved: true, at: 3 },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: 'answer', delta: report },
  { type: 'TEXT_MESSAGE_END', messageId: 'answer' },
  { type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r1' },
];

/** The conversation in reading order: texts, and each approval's outcome where it is shown. */
function reading(state: SessionState): string[] {
  const lines: string[] = [];
  for (const item of listToArray(state.timeline)) {
    const approval = item.kind === 'approval' ? mapGet(state.approvals, item.id) : undefined;
    if (approval && !isShownInMessage(state, approval)) lines.push(`approval ${approval.status}`);
    const message = item.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    if (!message) continue;
    let from = 0;
    for (const { approvalId, at } of selectApprovalsInMessage(state, message.id)) {
      lines.push(message.text.slice(from, at).trim(), `approval ${mapGet(state.approvals, approvalId)?.status}`);
      from = at;
    }
    if (message.text.slice(from).trim()) lines.push(message.text.slice(from).trim());
  }
  return lines;
}

describe('an approval asked in the middle of an answer', () => {
  it('reads right after the request, before the report that followed the approval', () => {
    expect(reading(feed(reportTurn))).toEqual(['Maak het rapport op', intro.trim(), 'approval approved', report]);
  });

  it('keeps that order once the REST history replaced the live messages', () => {
    const entries: HistoryEntryLike[] = [
      { role: 'user', content: '[SYSTEM CONTEXT: user_id=koen]\nMaak het rapport op' },
      { role: 'assistant', content: `${intro}${report}`, agent_id: 'reporting-agent' },
    ];
    const state = feed([...reportTurn, { type: 'local.history', entries, at: 9 }]);
    expect(mapGet(state.messages, 'answer')).toBeUndefined();
    expect(reading(state)).toEqual(['Maak het rapport op', intro.trim(), 'approval approved', report]);
  });

  it('stays a row of its own when no answer was being written, or the answer never had text', () => {
    const state = feed([{ type: 'RUN_STARTED', threadId: 'thread-1', runId: 'r1' }, request]);
    expect(mapGet(state.approvals, 'a')?.inMessage).toBeUndefined();
    expect(reading(state)).toEqual(['approval pending']);
  });

  it('stays at the end of the answer when nothing followed it (a rejection ends the run)', () => {
    const rejected = reportTurn.slice(0, 6).concat([
      { type: 'local.approval_decision', approvalId: 'a', approved: false, at: 3 },
      { type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'r1' },
    ]);
    expect(reading(feed(rejected))).toEqual(['Maak het rapport op', intro.trim(), 'approval rejected']);
  });
});

describe('splitOffset', () => {
  it('finds the end of the text the approval was asked after, also in a copy with other spacing', () => {
    expect(splitOffset('abc def', 'abc ')).toBe(3);
    expect(splitOffset('x\nabc def', '  abc')).toBe(5);
    expect(splitOffset('abc', 'zzz')).toBeUndefined();
    expect(splitOffset('abc', '  ')).toBeUndefined();
  });
});
