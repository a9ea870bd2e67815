import type { StoreApi } from 'zustand/vanilla';
import { type KeyValueStorage, storedJson } from '../lib/stored-json';
import type { SessionInput } from '../model/session-input';
import type { SessionState } from '../model/session-state';

/** Where the tool display names seen in this browser outlive a page, a thread and a visit. */
export interface ToolNameStorage {
  load(): [string, string][];
  save(names: ReadonlyMap<string, string>): void;
}

const kept = 200;

/**
 * The REST history names tools only technically: the display names the server gave live are kept, given
 * back when a session starts (before its history loads) and saved as new ones arrive.
 */
export function keepToolNames(
  store: StoreApi<SessionState>,
  storage: ToolNameStorage,
  dispatch: (input: SessionInput) => void,
  now: () => number,
): () => void {
  const restored = storage.load();
  if (restored.length > 0) dispatch({ type: 'local.tool_names_kept', names: restored, at: now() });
  return store.subscribe((state, previous) => {
    if (state.toolNames && state.toolNames !== previous.toolNames) storage.save(state.toolNames);
  });
}

const readNames = (parsed: unknown): [string, string][] | undefined =>
  parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : undefined;

/** Names in web storage under one key; anything unreadable counts as none, and a full storage only loses them. */
export function webStorageToolNames(key: string, storage: KeyValueStorage): ToolNameStorage {
  const stored = storedJson(key, storage, readNames, []);
  return {
    load: stored.load,
    save: (names) => stored.save(Object.fromEntries([...names].slice(-kept))),
  };
}
