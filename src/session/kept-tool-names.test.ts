import { describe, expect, it } from 'vitest';
import { selectToolDisplayNames } from '../model/tool-names';
import { memoryStorage } from '../testing/memory-storage';
import { webStorageToolNames } from './kept-tool-names';
import { Session } from './session';

const start = {
  type: 'TOOL_CALL_START',
  toolCallId: 'c1',
  toolCallName: 'generate_final_report',
  toolDisplayName: 'Genereren eindrapport',
};

describe('tool display names kept for this browser session', () => {
  it('are saved as they are seen live and given to the next session before its history loads', async () => {
    const storage = memoryStorage();
    const deps = { threadId: 't', userId: 'koen', transportUrl: 'ws://x/ws' };
    const first = new Session({
      ...deps,
      replay: { frames: [{ text: JSON.stringify(start), at: 0 }], speed: 0 },
      toolNameStorage: webStorageToolNames('hai.tool-names', storage),
    });
    const stop = first.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(JSON.parse(storage.getItem('hai.tool-names')!)).toEqual({ generate_final_report: 'Genereren eindrapport' });
    const second = new Session({
      ...deps,
      threadId: 'other',
      replay: { frames: [], speed: 1 },
      toolNameStorage: webStorageToolNames('hai.tool-names', storage),
    });
    const stopSecond = second.start();
    expect(selectToolDisplayNames(second.store.getState()).get('generate_final_report')).toBe('Genereren eindrapport');
    stopSecond();
  });

  it('reads nothing from a storage that holds no names', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(webStorageToolNames('k', storage).load()).toEqual([]);
    storage.setItem('k', '["a"]');
    expect(webStorageToolNames('k', storage).load()).toEqual([]);
    storage.setItem('k', '{"a":1,"b":"B"}');
    expect(webStorageToolNames('k', storage).load()).toEqual([['b', 'B']]);
  });
});
