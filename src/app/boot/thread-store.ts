import { createStore } from 'zustand/vanilla';
import type { ReplayFrame } from '../../session/replay-player';

/** Where the open conversation came from: decides what a missing history means. */
type ThreadOrigin = 'new' | 'stored' | 'link' | 'list' | 'replay';

export interface ThreadState {
  threadId: string;
  origin: ThreadOrigin;
  /** Set when an opened conversation turned out not to exist (any more). */
  missing?: string;
  /** A recorded log played into an offline session, and the thread to return to afterwards. */
  replay?: { frames: readonly ReplayFrame[]; speed: number; returnTo: ThreadState };
}

interface Env {
  location: Pick<Location, 'search' | 'pathname' | 'hash'>;
  history: Pick<History, 'replaceState' | 'pushState'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  newId: () => string;
  /** The conversation this browser had open was someone else's (a link named another inspector). */
  storedBelongsElsewhere?: boolean;
  /** Where the open thread is kept (one per gateway backend). */
  storageKey?: string;
}

/** A deep link first, then the thread this browser had open, else a new one; a thread made here and never used is new. */
function initialThread(env: Env, storageKey: string, unused: string | undefined): ThreadState {
  const fromUrl = new URLSearchParams(env.location.search).get('thread')?.trim();
  const stored = env.storedBelongsElsewhere ? null : env.storage.getItem(storageKey);
  if (fromUrl) return { threadId: fromUrl, origin: fromUrl === unused ? 'new' : 'link' };
  if (stored) return { threadId: stored, origin: stored === unused ? 'new' : 'stored' };
  return { threadId: env.newId(), origin: 'new' };
}

/**
 * The open conversation's threadId (the contract leaves generating and keeping it to the
 * client): from a deep link `?thread=`, else the one this browser had open (unless it was another
 * inspector's), else a new one.
 * It is mirrored into the URL and storage so a reload or a shared link opens it again.
 */
export function createThreadStore(env: Env) {
  const storageKey = env.storageKey ?? 'hai.threadId';
  // The thread this browser made last, and the same id until something was typed in it: the server has never
  // heard of an unused one, so it is opened as new again (no history asked, no "does not exist").
  const createdKey = `${storageKey}.created`;
  const unusedKey = `${storageKey}.unused`;
  const initial = initialThread(env, storageKey, env.storage.getItem(unusedKey) || undefined);
  const created = (threadId: string) => {
    env.storage.setItem(createdKey, threadId);
    env.storage.setItem(unusedKey, threadId);
  };
  if (initial.origin === 'new') created(initial.threadId);

  const reflect = (threadId: string, push: boolean) => {
    env.storage.setItem(storageKey, threadId);
    const params = new URLSearchParams(env.location.search);
    params.set('thread', threadId);
    const url = `${env.location.pathname}?${params.toString()}${env.location.hash}`;
    if (push) env.history.pushState(null, '', url);
    else env.history.replaceState(null, '', url);
  };
  reflect(initial.threadId, false);

  const store = createStore<ThreadState>()(() => initial);
  return {
    store,
    open(threadId: string) {
      if (store.getState().threadId === threadId) return;
      reflect(threadId, true);
      store.setState({ threadId, origin: 'list' }, true);
    },
    startNew(missing?: string) {
      const threadId = env.newId();
      created(threadId);
      reflect(threadId, !missing);
      store.setState(missing ? { threadId, origin: 'new', missing } : { threadId, origin: 'new' }, true);
    },
    /** Plays a recorded log in a fresh offline session; the URL and storage keep the live thread. */
    startReplay(frames: readonly ReplayFrame[], speed: number) {
      const current = store.getState();
      const returnTo = current.replay?.returnTo ?? current;
      store.setState(
        { threadId: `replay-${env.newId()}`, origin: 'replay', replay: { frames, speed, returnTo } },
        true,
      );
    },
    stopReplay() {
      const { replay } = store.getState();
      if (replay) store.setState(replay.returnTo, true);
    },
    /** Something was typed in this thread: from now on the server may know it. */
    markUsed(threadId: string) {
      if (env.storage.getItem(unusedKey) === threadId) env.storage.setItem(unusedKey, '');
    },
    /** Whether this browser made the thread: not finding it then means nothing reached the server, not that it is gone. */
    createdHere: (threadId: string) => env.storage.getItem(createdKey) === threadId,
    dismissMissing() {
      const { missing: _missing, ...rest } = store.getState();
      store.setState(rest, true);
    },
  };
}

export type ThreadStore = ReturnType<typeof createThreadStore>;
