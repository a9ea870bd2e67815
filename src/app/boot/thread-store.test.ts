import { describe, expect, it } from 'vitest';
import { createThreadStore } from './thread-store';

function env(search = '', stored: string | null = null) {
  const data = new Map<string, string>(stored ? [['hai.threadId', stored]] : []);
  const urls: string[] = [];
  let n = 0;
  return {
    urls,
    data,
    env: {
      location: { search, pathname: '/', hash: '' },
      history: {
        replaceState: (_: unknown, __: string, url?: string | URL | null) => void urls.push(`replace ${url}`),
        pushState: (_: unknown, __: string, url?: string | URL | null) => void urls.push(`push ${url}`),
      },
      storage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) },
      newId: () => `new-${++n}`,
    },
  };
}

describe('thread store', () => {
  it('opens a deep link first, then the stored thread, else a new one', () => {
    expect(createThreadStore(env('?thread=abc', 'old').env).store.getState()).toEqual({
      threadId: 'abc',
      origin: 'link',
    });
    expect(createThreadStore(env('', 'old').env).store.getState()).toEqual({ threadId: 'old', origin: 'stored' });
    expect(createThreadStore(env().env).store.getState()).toEqual({ threadId: 'new-1', origin: 'new' });
  });

  it('does not continue the stored thread when a link names another inspector', () => {
    const { env: e } = env('?user=sanne', 'koens-thread');
    expect(createThreadStore({ ...e, storedBelongsElsewhere: true }).store.getState()).toEqual({
      threadId: 'new-1',
      origin: 'new',
    });
  });

  it('mirrors the open thread into the URL and storage', () => {
    const { env: e, urls, data } = env('?user=fatima');
    const threads = createThreadStore(e);
    threads.open('t-2');
    expect(urls).toEqual(['replace /?user=fatima&thread=new-1', 'push /?user=fatima&thread=t-2']);
    expect(data.get('hai.threadId')).toBe('t-2');
    expect(threads.store.getState()).toEqual({ threadId: 't-2', origin: 'list' });
  });

  it('starts a new conversation, saying why when the old one is gone', () => {
    const threads = createThreadStore(env('?thread=gone').env);
    threads.startNew('gone');
    expect(threads.store.getState()).toEqual({ threadId: 'new-1', origin: 'new', missing: 'gone' });
    threads.dismissMissing();
    expect(threads.store.getState()).toEqual({ threadId: 'new-1', origin: 'new' });
  });
});

describe('thread store: a new thread never used', () => {
  it('opens again as new after a reload (same thread, no history asked), until something was typed in it', () => {
    const first = env();
    const threads = createThreadStore(first.env);
    expect(threads.store.getState()).toEqual({ threadId: 'new-1', origin: 'new' });
    const reloaded = createThreadStore({
      ...first.env,
      location: { search: '?thread=new-1', pathname: '/', hash: '' },
    });
    expect(reloaded.store.getState()).toEqual({ threadId: 'new-1', origin: 'new' });
    expect(reloaded.createdHere('new-1')).toBe(true);
    reloaded.markUsed('new-1');
    const used = createThreadStore({ ...first.env, location: { search: '?thread=new-1', pathname: '/', hash: '' } });
    expect(used.store.getState()).toEqual({ threadId: 'new-1', origin: 'link' });
    expect(used.createdHere('new-1')).toBe(true);
    expect(
      createThreadStore({ ...first.env, location: { search: '', pathname: '/', hash: '' } }).store.getState(),
    ).toEqual({ threadId: 'new-1', origin: 'stored' });
  });

  it('a thread started from the sidebar is new until used; a link from elsewhere is not made here', () => {
    const { env: e } = env('?thread=elsewhere');
    const threads = createThreadStore(e);
    expect(threads.createdHere('elsewhere')).toBe(false);
    threads.startNew();
    const reloaded = createThreadStore({ ...e, location: { search: '?thread=new-1', pathname: '/', hash: '' } });
    expect(reloaded.store.getState()).toEqual({ threadId: 'new-1', origin: 'new' });
  });
});

describe('thread store replay', () => {
  it('plays a log in its own thread and returns to the live one', () => {
    const threads = createThreadStore(env('?thread=live').env);
    const frames = [{ at: 1, text: '{}' }];
    threads.startReplay(frames, 2);
    expect(threads.store.getState()).toMatchObject({
      threadId: 'replay-new-1',
      origin: 'replay',
      replay: { frames, speed: 2 },
    });
    threads.startReplay(frames, 0);
    threads.stopReplay();
    expect(threads.store.getState()).toEqual({ threadId: 'live', origin: 'link' });
  });
});
