import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createSessionState, type SessionState } from '../model/session-state';
import { feed } from '../testing/feed';
import { useVoice } from '../ui-state/voice-store';
import { mirrorConversation } from './conversation-mirror';

const approvalRequest = (approvalId: string) => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_request',
  value: { approvalId, toolName: 'generate_final_report', reasoning: 'Officieel document.', riskLevel: 'high' },
});

function setup() {
  const store = createStore<SessionState>()(() => createSessionState('t'));
  const detach = mirrorConversation(store);
  const push = (...events: unknown[]) => store.setState(feed(events, store.getState()), true);
  const facts = () => useVoice.getState().conversation;
  return { push, facts, detach };
}

beforeEach(() => useVoice.setState({ supported: true, conversation: { runActive: false, runsEnded: 0 } }));

describe('mirrorConversation', () => {
  it('tells whether a run is active and counts the runs that ended, also one that began and ended in one batch', () => {
    const { push, facts } = setup();
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' });
    expect(facts()).toEqual({ runActive: true, runsEnded: 0, approval: undefined });
    push({ type: 'RUN_FINISHED', threadId: 't', runId: 'r1' });
    expect(facts()).toMatchObject({ runActive: false, runsEnded: 1 });
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r2' }, { type: 'RUN_FINISHED', threadId: 't', runId: 'r2' });
    expect(facts()).toMatchObject({ runActive: false, runsEnded: 2 });
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r3' }, { type: 'RUN_ERROR', message: 'kapot' });
    expect(facts().runsEnded).toBe(3);
  });

  it('names the first approval waiting, with its reasoning, until it is decided', () => {
    const { push, facts, detach } = setup();
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' }, approvalRequest('a1'));
    const first = facts().approval;
    expect(first).toEqual({ id: 'a1', tool: 'Generate final report', reasoning: 'Officieel document.' });
    push({ type: 'STEP_STARTED', stepName: 'thinking' });
    expect(facts().approval).toBe(first);
    push({ type: 'local.approval_decision', approvalId: 'a1', approved: true, at: 2 });
    expect(facts().approval).toBeUndefined();
    push(approvalRequest('a2'));
    detach();
    expect(facts()).toEqual({ runActive: false, runsEnded: 0 });
  });

  it('does nothing where the browser cannot listen', () => {
    useVoice.setState({ supported: false });
    const { push, facts } = setup();
    push({ type: 'RUN_STARTED', threadId: 't', runId: 'r1' });
    expect(facts().runActive).toBe(false);
  });
});
