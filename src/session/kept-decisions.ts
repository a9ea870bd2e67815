import type { StoreApi } from 'zustand/vanilla';
import { mapValues } from '../lib/persistent/persistent-map';
import { type KeyValueStorage, storedJson } from '../lib/stored-json';
import type { SessionInput } from '../model/session-input';
import type { ApprovalRecord, SessionState } from '../model/session-state';

/** Where a thread's approval decisions outlive the page. */
export interface DecisionStorage {
  load(): ApprovalRecord[];
  save(records: readonly ApprovalRecord[]): void;
}

const kept = 20;

/**
 * AGORA's LangGraph server runs a tool before it asks for approval, so its history lists a rejected report as
 * generated. The decisions this page made are kept (the last few) and given back after a reload, so the
 * history can still say which call the inspector rejected.
 */
export function keepDecisions(
  store: StoreApi<SessionState>,
  storage: DecisionStorage,
  dispatch: (input: SessionInput) => void,
  now: () => number,
): () => void {
  const restored = storage.load();
  if (restored.length > 0) dispatch({ type: 'local.decisions_kept', approvals: restored, at: now() });
  return store.subscribe((state, previous) => {
    if (state.approvals === previous.approvals) return;
    const decided = [...mapValues(state.approvals)].filter((record) => record.status !== 'pending');
    if (decided.length > 0) storage.save(decided.sort((a, b) => a.receivedAt - b.receivedAt).slice(-kept));
  });
}

const readRecords = (parsed: unknown) => (Array.isArray(parsed) ? (parsed as ApprovalRecord[]) : undefined);

/** Decisions in web storage under one key; anything unreadable counts as none, and a full storage only loses them. */
export function webStorageDecisions(key: string, storage: KeyValueStorage): DecisionStorage {
  const stored = storedJson(key, storage, readRecords, []);
  return {
    load: stored.load,
    save: (records) => stored.save(records.map(({ delivery: _delivery, ...record }) => record)),
  };
}
