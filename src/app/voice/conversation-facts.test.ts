import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createSessionState, type SessionState } from '../../model/session-state';
import { LiveConversation } from '../../session/live-conversation';
import type { Session } from '../../session/session';
import { feed } from '../../testing/feed';
import { followConversation, type ConversationFacts } from './conversation-facts';

const approvalRequest = (approvalId: string) => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_request',
  value: { approvalId, toolName: 'generate_final_report', reasoning: 'Officieel document.', riskLevel: 'high' },
});

function setup() {
  const store = createStore<SessionState>()(() => createSessionState('t'));
  const conversation = new LiveConversation();
  const detach = conversation.attach({ store } as Session);
  const heard: { facts: ConversationFacts; ended: boolean }[] = [];
  const stop = followConversation(conversation, (facts, ended) => heard.push({ facts, ended }));
  const push = (...events: unknown[]) => store.setState(feed(events, store.getState()), true);
  const facts = () => heard.at(-1)?.facts;
  const ends = () => heard.filter((entry) => entry.ended).length;
  return { push, facts, ends, detach, stop, heard };
}

describe('followConversation', () => {
  it('tells whether a run is active and each run that ended, also one that began and ended in one batch', () => {
    const { push, facts, ends } = setup();
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' });
    expect(facts()).toEqual({ runActive: true, approval: undefined });
    push({ type: 'RUN_FINISHED', threadId: 't', runId: 'r1' });
    expect([facts()?.runActive, ends()]).toEqual([false, 1]);
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r2' }, { type: 'RUN_FINISHED', threadId: 't', runId: 'r2' });
    expect([facts()?.runActive, ends()]).toEqual([false, 2]);
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r3' }, { type: 'RUN_ERROR', message: 'kapot' });
    expect(ends()).toBe(3);
  });

  it('names the first approval waiting, with its reasoning, until it is decided; nothing once the session goes', () => {
    const { push, facts, detach, heard } = setup();
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' }, approvalRequest('a1'));
    const first = facts()?.approval;
    expect(first).toEqual({ id: 'a1', tool: 'Genereren eindrapport', reasoning: 'Officieel document.' });
    const told = heard.length;
    push({ type: 'STEP_STARTED', stepName: 'thinking' });
    expect(heard).toHaveLength(told);
    push({ type: 'local.approval_decision', approvalId: 'a1', approved: true, at: 2 });
    expect(facts()?.approval).toBeUndefined();
    push(approvalRequest('a2'));
    detach();
    expect(facts()).toEqual({ runActive: false });
  });

  it('stops following when stopped', () => {
    const { push, stop, heard } = setup();
    stop();
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' });
    expect(heard).toEqual([]);
  });
});
