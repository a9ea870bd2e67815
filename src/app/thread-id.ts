const storageKey = 'hai.threadId';

/**
 * The conversation's threadId: from the URL (`?thread=`) when given, else the one this
 * browser used last, else a new one. The contract leaves generating and keeping it to the client.
 */
export function loadThreadId(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const fromUrl = new URLSearchParams(location.search).get('thread')?.trim();
  const threadId = fromUrl || storage.getItem(storageKey) || crypto.randomUUID();
  storage.setItem(storageKey, threadId);
  return threadId;
}
