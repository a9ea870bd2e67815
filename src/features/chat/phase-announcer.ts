import { useEffect, useState } from 'react';

/** What the throttle needs of time: injectable, so a test moves it by hand instead of sleeping. */
export interface AnnounceClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const realClock: AnnounceClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A screen reader hears a change of phase at most this often. */
export const ANNOUNCE_GAP_MS = 3000;

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
  let timer: unknown;
  const sayWaiting = () => {
    timer = undefined;
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
      if (timer !== undefined) return;
      const wait = saidAt + gap - clock.now();
      if (wait <= 0) sayWaiting();
      else timer = clock.setTimeout(sayWaiting, wait);
    },
    stop() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
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
