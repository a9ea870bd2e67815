import { describe, expect, it } from 'vitest';
import { type AnnounceClock, createPhaseAnnouncer } from './phase-announcer';

/** A clock moved by hand: timers run when `advance` passes their time, in order. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  const clock: AnnounceClock = {
    now: () => now,
    after: (ms, run) => {
      next += 1;
      const id = next;
      timers.push({ at: now + ms, run, id });
      return () => {
        timers = timers.filter((timer) => timer.id !== id);
      };
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (let due = timers.find((t) => t.at <= until); due; due = timers.find((t) => t.at <= until)) {
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.length };
}

function announcer(first = 'Klaar voor je vraag') {
  const { clock, advance, pending } = manualClock();
  const said: string[] = [];
  const phases = createPhaseAnnouncer((text) => said.push(text), first, 3000, clock);
  return { phases, said, advance, pending };
}

describe('the status line as a screen reader hears it', () => {
  it('says a new phase at once, and not what the region already shows', () => {
    const { phases, said } = announcer();
    phases.offer('Klaar voor je vraag');
    expect(said).toEqual([]);
    phases.offer('Bezig…');
    expect(said).toEqual(['Bezig…']);
  });

  it('within the gap keeps only the newest phase and says it when the gap is over', () => {
    const { phases, said, advance } = announcer();
    phases.offer('Bezig…');
    advance(500);
    phases.offer('Vraag doorsturen');
    phases.offer('Nadenken');
    phases.offer('Hulpmiddelen gebruiken');
    expect(said).toEqual(['Bezig…']);
    advance(2499);
    expect(said).toEqual(['Bezig…']);
    advance(1);
    expect(said).toEqual(['Bezig…', 'Hulpmiddelen gebruiken']);
  });

  it('never says the same text twice in a row, even when the line went elsewhere and back', () => {
    const { phases, said, advance, pending } = announcer();
    phases.offer('Bezig…');
    phases.offer('Klaar');
    phases.offer('Bezig…');
    advance(3000);
    expect(said).toEqual(['Bezig…']);
    expect(pending()).toBe(0);
  });

  it('after a quiet gap says the next phase at once', () => {
    const { phases, said, advance } = announcer();
    phases.offer('Bezig…');
    advance(10_000);
    phases.offer('Klaar');
    expect(said).toEqual(['Bezig…', 'Klaar']);
  });

  it('says nothing after it is stopped', () => {
    const { phases, said, advance, pending } = announcer();
    phases.offer('Bezig…');
    phases.offer('Klaar');
    phases.stop();
    advance(5000);
    expect(said).toEqual(['Bezig…']);
    expect(pending()).toBe(0);
  });
});
