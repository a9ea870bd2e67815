import type { SessionInput } from '../model/session-input';

/** Runs `run` once, on the next animation frame or after `fallbackMs`, whichever comes first; returns the cancel. */
export function nextFrame(run: () => void, fallbackMs = 50): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : undefined;
  // Hidden tabs get no animation frames; speech and delivery must not wait for the tab to come back.
  const timer = setTimeout(once, fallbackMs);
  function stop() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  return () => {
    done = true;
    stop();
  };
}

/**
 * Collects inputs that arrive within one frame and hands them over together, so a burst of
 * deltas costs one store update and one render instead of one per event. `flush` hands over
 * what waits at once: a local input must never overtake frames that arrived before it.
 */
export function createFrameBatcher(
  apply: (inputs: SessionInput[]) => void,
  schedule: (run: () => void) => () => void = nextFrame,
) {
  let pending: SessionInput[] = [];
  let cancel: (() => void) | undefined;
  const release = () => {
    cancel?.();
    cancel = undefined;
    if (pending.length === 0) return;
    const inputs = pending;
    pending = [];
    apply(inputs);
  };
  return {
    push(input: SessionInput) {
      pending.push(input);
      cancel ??= schedule(release);
    },
    release: release,
    /** Drops what waits (the session is stopping). */
    discard() {
      cancel?.();
      cancel = undefined;
      pending = [];
    },
  };
}
