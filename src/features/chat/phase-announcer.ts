import { useEffect, useState } from 'react';

/** What the throttle needs of time: injectable, so a test moves it by hand instead of sleeping. */
export interface AnnounceClock {
  now: () => number;
  /** Runs `run` after `ms`; what it returns cancels that. */
  after: (ms: number, run: () => void) => () => void;
}

const realClock: AnnounceClock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** A screen reader hears a change of phase at most this often. */
const ANNOUNCE_GAP_MS = 3000;

/**
 * Says at most one text per `gap` ms and never the same text twice in a row. A text offered inside the gap
 * waits for its end; only the newest waiting text is said then (and not at all if it is what was said last).
 * `first` is what the region already shows: it is not said again.
 */
export function createPhaseAnnouncer(
  say: (text: string) => void,
  first: string,
  gap = ANNOUNCE_GAP_MS,
  clock: AnnounceClock = realClock,
) {
  let said = first;
  let saidAt = Number.NEGATIVE_INFINITY;
  let waiting: string | undefined;
  let cancel: (() => void) | undefined;
  const sayWaiting = () => {
    cancel = undefined;
    const text = waiting;
    waiting = undefined;
    if (text === undefined || text === said) return;
    said = text;
    saidAt = clock.now();
    say(text);
  };
  return {
    offer(text: string) {
      waiting = text;
      if (cancel) return;
      const wait = saidAt + gap - clock.now();
      if (wait <= 0) sayWaiting();
      else cancel = clock.after(wait, sayWaiting);
    },
    stop() {
      cancel?.();
      cancel = undefined;
    },
  };
}

/** The text a live region should hold for `text`: its changes throttled and deduplicated as above. */
export function usePhaseAnnouncement(text: string, clock: AnnounceClock = realClock): string {
  const [said, setSaid] = useState(text);
  const [announcer] = useState(() => createPhaseAnnouncer(setSaid, text, ANNOUNCE_GAP_MS, clock));
  useEffect(() => {
    announcer.offer(text);
  }, [announcer, text]);
  useEffect(() => () => announcer.stop(), [announcer]);
  return said;
}
