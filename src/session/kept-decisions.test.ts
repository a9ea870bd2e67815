import { describe, expect, it } from 'vitest';
import { mapGet } from '../lib/persistent/persistent-map';
import { memoryStorage } from '../testing/memory-storage';
import { webStorageDecisions } from './kept-decisions';
import { Session } from './session';

const request = { approvalId: 'ap1', toolName: 'generate_final_report', parameters: {}, riskLevel: 'high' };

describe('approval decisions kept across a reload', () => {
  it('are saved once decided and given back to the next session of the thread', async () => {
    const storage = memoryStorage();
    const deps = { threadId: 't', userId: 'koen', transportUrl: 'ws://x/ws', replay: { frames: [], speed: 1 } };
    const first = new Session({ ...deps, decisionStorage: webStorageDecisions('hai.decisions.t', storage) });
    const stop = first.start();
    first.store.setState({}); // no change of approvals: nothing written
    expect(storage.getItem('hai.decisions.t')).toBeNull();
    const frame = JSON.stringify({ type: 'CUSTOM', name: 'agora:tool_approval_request', value: request });
    const second = new Session({
      ...deps,
      replay: { frames: [{ text: frame, at: 0 }], speed: 0 },
      decisionStorage: webStorageDecisions('hai.decisions.t', storage),
    });
    const stopSecond = second.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    second.actions.decideApproval('ap1', false);
    expect(JSON.parse(storage.getItem('hai.decisions.t')!)).toEqual([
      expect.objectContaining({ approvalId: 'ap1', status: 'rejected' }),
    ]);
    stopSecond();
    stop();
    const third = new Session({ ...deps, decisionStorage: webStorageDecisions('hai.decisions.t', storage) });
    const stopThird = third.start();
    expect(mapGet(third.store.getState().approvals, 'ap1')?.status).toBe('rejected');
    stopThird();
  });

  it('read nothing from a storage that holds no list', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(webStorageDecisions('k', storage).load()).toEqual([]);
    storage.setItem('k', '{"a":1}');
    expect(webStorageDecisions('k', storage).load()).toEqual([]);
  });
});
