import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { usePrefs } from './prefs-store';

describe('the inspector chosen per backend', () => {
  const reset = () => usePrefs.setState({ userIds: {}, inspectorScope: '', userId: undefined });
  beforeEach(reset);
  afterAll(reset);

  it('keeps each backend’s own inspector, and none where none was chosen', () => {
    const prefs = usePrefs.getState();
    prefs.setInspectorScope('');
    prefs.setUserId('uuid-langgraph');
    prefs.setInspectorScope('openai');
    expect(usePrefs.getState().userId).toBeUndefined();
    usePrefs.getState().setUserId('uuid-openai');
    usePrefs.getState().setInspectorScope('');
    expect(usePrefs.getState().userId).toBe('uuid-langgraph');
    usePrefs.getState().setInspectorScope('openai');
    expect(usePrefs.getState().userId).toBe('uuid-openai');
  });

  it('keeps a bounded number of backends, the one in use always', () => {
    for (let index = 0; index < 30; index++) {
      usePrefs.getState().setInspectorScope(`backend-${index}`);
      usePrefs.getState().setUserId(`user-${index}`);
    }
    const kept = usePrefs.getState().userIds;
    expect(Object.keys(kept)).toHaveLength(20);
    expect(kept['backend-29']).toBe('user-29');
  });

  it('stores the choices, not the inspector in use, and takes an older single choice as the server’s own', async () => {
    usePrefs.getState().setUserId('koen');
    const stored = JSON.parse(localStorage.getItem('hai.prefs') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ userIds: { '': 'koen' } });
    expect(stored.state).not.toHaveProperty('userId');
    localStorage.setItem('hai.prefs', JSON.stringify({ state: { language: 'nl', userId: 'sanne' }, version: 2 }));
    await usePrefs.persist.rehydrate();
    usePrefs.getState().setInspectorScope('');
    expect(usePrefs.getState().userId).toBe('sanne');
  });
});
