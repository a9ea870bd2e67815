import { describe, expect, it, vi } from 'vitest';
import { fakeLocks } from '../testing/fake-locks';
import { threadHeld } from './thread-lock';
import { claimThread, type Ownership } from './thread-ownership';

function tab(locks: ReturnType<typeof fakeLocks> | undefined, threadId = 'thread-1') {
  const seen: Ownership[] = [];
  const claim = claimThread(locks, threadId, (ownership) => seen.push(ownership));
  return { claim, seen, now: () => seen.at(-1) };
}

/** A tab that owns the thread and a second one on it that waits. */
async function ownerAndWaiter() {
  const locks = fakeLocks();
  const first = tab(locks);
  await vi.waitFor(() => expect(first.now()).toBe('owner'));
  const second = tab(locks);
  await vi.waitFor(() => expect(second.now()).toBe('elsewhere'));
  return { locks, first, second };
}

describe('one tab owns a thread', () => {
  it('the first tab owns it; a second one on the same thread says it is open elsewhere; other threads are free', async () => {
    const { locks } = await ownerAndWaiter();
    const other = tab(locks, 'thread-2');
    await vi.waitFor(() => expect(other.now()).toBe('owner'));
  });

  it('taking over moves ownership; the tab it was taken from waits, and gets it back when the other lets go', async () => {
    const { first, second } = await ownerAndWaiter();
    second.claim.takeOver();
    await vi.waitFor(() => expect(second.now()).toBe('owner'));
    await vi.waitFor(() => expect(first.now()).toBe('elsewhere'));
    second.claim.release();
    await vi.waitFor(() => expect(first.now()).toBe('owner'));
    expect(first.seen).toEqual(['owner', 'elsewhere', 'owner']);
  });

  it('a waiting tab takes over by itself when the owner closes', async () => {
    const { first, second } = await ownerAndWaiter();
    first.claim.release();
    await vi.waitFor(() => expect(second.now()).toBe('owner'));
  });

  it('tells, before claiming, whether a tab holds the thread (so a page does not connect for nothing)', async () => {
    const { locks, first } = await ownerAndWaiter();
    expect(await threadHeld(locks, 'thread-1')).toBe(true);
    expect(await threadHeld(locks, 'thread-2')).toBe(false);
    expect(await threadHeld(undefined, 'thread-1')).toBe(false);
    first.claim.release();
    await vi.waitFor(async () => expect(await threadHeld(locks, 'thread-1')).toBe(true));
  });

  it('without Web Locks every tab owns its thread', () => {
    expect(tab(undefined).now()).toBe('owner');
  });
});
