import type { SessionState } from './session-state';

const none: ReadonlyMap<string, string> = new Map();

/** The display names the server gave tools in this browser session, by technical name. */
export function selectToolDisplayNames(state: SessionState): ReadonlyMap<string, string> {
  return state.toolNames ?? none;
}

/**
 * Remembers display names by technical name: the REST history has none, so a restored call (or an
 * approval request, which AGORA sends before its call starts) is named as it was live. A name seen
 * live replaces a kept one (`prefer: 'new'`); kept names never replace what this page saw (`'old'`).
 */
export function learnToolNames(
  state: SessionState,
  names: Iterable<readonly [string, string]>,
  prefer: 'new' | 'old' = 'new',
): SessionState {
  let next: Map<string, string> | undefined;
  for (const [name, label] of names) {
    const current = (next ?? state.toolNames)?.get(name);
    if (!label.trim() || label === name || current === label || (prefer === 'old' && current !== undefined)) continue;
    next ??= new Map(state.toolNames);
    next.set(name, label);
  }
  return next ? { ...state, toolNames: next } : state;
}
