import { describe, expect, it } from 'vitest';
import { SessionStore, withoutUserContext, withUserContext } from './store';

function storeAt(times: number[]): SessionStore {
  let i = 0;
  return new SessionStore(() => times[Math.min(i++, times.length - 1)] ?? 0);
}

describe('SessionStore', () => {
  it('derives title and preview from the first user message, shortened at a word', () => {
    const store = storeAt([Date.UTC(2025, 11, 1, 10, 30)]);
    store.open('a', 'koen');
    const long = 'Start inspectie bij Restaurant Bella Rosa aan de Oudegracht in Utrecht, graag met de historie erbij';
    store.append('a', { role: 'user', content: `  ${long}  ` });
    const summary = store.summary('a');
    expect(summary?.title).toBe('Start inspectie bij Restaurant Bella Rosa aan de Oudegracht…');
    expect(summary?.firstMessagePreview).toBe('Start inspectie bij Restaurant Bella Rosa aan de…');
    expect(summary?.createdAt).toBe('2025-12-01T10:30:00Z');
  });

  it('reads title and preview from the user’s text behind AGORA’s context prefix', () => {
    const store = new SessionStore();
    store.open('a', 'koen');
    store.append('a', { role: 'user', content: withUserContext('koen', 'Start inspectie bij Bella Rosa') });
    expect(store.history('a', false)).toEqual([
      {
        role: 'user',
        content: '[SYSTEM CONTEXT: user_id=koen]\n\nStart inspectie bij Bella Rosa',
        timestamp: expect.any(Number),
      },
    ]);
    expect(store.summary('a')).toMatchObject({
      title: 'Start inspectie bij Bella Rosa',
      firstMessagePreview: 'Start inspectie bij Bella Rosa',
    });
    expect(withoutUserContext('[SYSTEM CONTEXT: user_id=x] geen prefix')).toBe(
      '[SYSTEM CONTEXT: user_id=x] geen prefix',
    );
  });

  it('dates each appended entry (Unix milliseconds) unless it comes dated', () => {
    const store = storeAt([1000, 2000, 3000]);
    store.open('a', 'koen');
    store.append('a', { role: 'user', content: 'Hoi' });
    store.append('a', { role: 'assistant', content: 'Dag', agent_id: 'general-agent', timestamp: 5 });
    expect(store.history('a', false)?.map((entry) => entry.timestamp)).toEqual([2000, 5]);
  });

  it('counts user and assistant messages, not tool entries', () => {
    const store = new SessionStore();
    store.open('a', 'koen');
    store.append('a', { role: 'user', content: 'hoi' });
    store.append('a', { role: 'tool_call', tool_call_id: 'c', tool_name: 't', content: '{}', agent_id: 'x' });
    store.append('a', { role: 'tool', tool_call_id: 'c', tool_name: 't', content: 'ok' });
    store.append('a', { role: 'assistant', content: 'hallo', agent_id: 'general-agent' });
    expect(store.summary('a')?.messageCount).toBe(2);
    expect(store.history('a', false)).toHaveLength(2);
    expect(store.history('a', true)).toHaveLength(4);
  });

  it('orders by last activity and ignores appends to a deleted session', () => {
    const store = storeAt([1000, 2000, 3000, 4000]);
    store.open('old', 'koen');
    store.open('new', 'koen');
    store.append('old', { role: 'user', content: 'later actief' });
    expect(store.list('koen', 50, 0).sessions.map((s) => s.sessionId)).toEqual(['old', 'new']);
    store.delete('old');
    store.append('old', { role: 'assistant', content: 'te laat', agent_id: 'x' });
    expect(store.get('old')).toBeUndefined();
    expect(store.list('koen', 50, 0).totalCount).toBe(1);
  });
});

describe('SessionStore titles', () => {
  const opened = (titles: 'first-message' | 'generated') => {
    const store = new SessionStore(Date.now, titles);
    store.open('a', 'koen');
    store.append('a', { role: 'user', content: withUserContext('koen', 'Start inspectie bij Bella Rosa') });
    return store;
  };

  it('first-message (v2.4.1): the first message from the start; a run’s end changes nothing', () => {
    const store = opened('first-message');
    expect(store.summary('a')?.title).toBe('Start inspectie bij Bella Rosa');
    store.runEnded('a');
    expect(store.get('a')?.title).toBeUndefined();
  });

  it('generated (v2.5.1): empty until the first run ends, then kept', () => {
    const store = opened('generated');
    expect(store.summary('a')).toMatchObject({ title: '', firstMessagePreview: 'Start inspectie bij Bella Rosa' });
    store.runEnded('a');
    expect(store.summary('a')?.title).toBe('Start inspectie bij Bella Rosa');
    store.append('a', { role: 'user', content: 'iets anders' });
    store.runEnded('a');
    expect(store.summary('a')?.title).toBe('Start inspectie bij Bella Rosa');
    store.runEnded('missing');
  });

  it('a rename is trimmed, cut at 200 characters, kept over a generated title, and touches lastActivity', () => {
    const store = storeAt([1000, 5000]);
    store.open('a', 'koen');
    expect(store.rename('a', `  ${'ä'.repeat(205)} `)?.title).toBe('ä'.repeat(200));
    expect(store.get('a')?.lastActivity).toBe(5000);
    store.runEnded('a');
    expect(store.summary('a')?.title).toBe('ä'.repeat(200));
    expect(store.rename('missing', 'x')).toBeUndefined();
  });
});
