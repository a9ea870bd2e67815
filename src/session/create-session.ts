import { parseFrame } from '../protocol/parse-event';
import { connectSession, type SessionRestores } from './connect-session';
import { createHistoryRestore } from './history-restore';
import { keepDecisions } from './kept-decisions';
import { keepToolNames } from './kept-tool-names';
import { playReplay } from './replay-player';
import { restoreOutbox } from './restore-outbox';
import { createSessionActions } from './session-actions';
import { createSessionCore, type SessionCore } from './session-core';
import type { SessionDeps } from './session-deps';

export type { SessionDeps } from './session-deps';

/** Plays a recorded log into the store instead of connecting; returns the stop. */
function startReplay({ dispatch, now }: SessionCore, { frames, speed }: NonNullable<SessionDeps['replay']>) {
  dispatch({ type: 'local.replay', done: 0, total: frames.length, at: now() });
  return playReplay(frames, speed, (frame, index) => {
    dispatch({ type: 'frame', frame: parseFrame(frame.text), at: now(), size: frame.text.length });
    dispatch({ type: 'local.replay', done: index + 1, total: frames.length, at: now() });
  });
}

/** The history loads: when the session starts (`restore`) and after a run was cut off (`reconcile`, else `restore`). */
function createRestores({ dispatch, now, sendWaiting }: SessionCore, deps: SessionDeps): SessionRestores {
  const { onMissing } = deps;
  const restore =
    deps.restore && createHistoryRestore({ load: deps.restore, dispatch, now, onMissing, after: sendWaiting });
  const reconcileLoad = deps.reconcile ?? deps.restore;
  const reconcile = reconcileLoad && createHistoryRestore({ load: reconcileLoad, dispatch, now, after: sendWaiting });
  return { restore, reconcile };
}

/**
 * One live session: its store, the actions the UI calls, and the wiring between the socket,
 * the outbox and the reducer. `start()` connects and returns the matching stop.
 */
export function createSession(deps: SessionDeps) {
  const core = createSessionCore(deps);
  restoreOutbox(core.outbox, core.dispatch, core.now);
  const restores = createRestores(core, deps);
  const actions = createSessionActions(core, deps, () => void restores.restore?.run());

  function start(): () => void {
    const detach = deps.attach?.(core.store);
    const unkeep = deps.decisionStorage && keepDecisions(core.store, deps.decisionStorage, core.dispatch, core.now);
    const unkeepNames =
      deps.toolNameStorage && keepToolNames(core.store, deps.toolNameStorage, core.dispatch, core.now);
    const stop = deps.replay ? startReplay(core, deps.replay) : connectSession(core, deps, restores);
    const unwatch = deps.watchRestFailures?.((failure) =>
      core.dispatch({ type: 'local.rest_failed', ...failure, at: core.now() }),
    );
    return () => {
      stop();
      unwatch?.();
      unkeep?.();
      unkeepNames?.();
      detach?.();
    };
  }

  return { store: core.store, actions, start, outbox: core.outbox, transport: deps.transport ?? 'agora-ws' };
}

export type Session = ReturnType<typeof createSession>;
export type SessionActions = Session['actions'];
