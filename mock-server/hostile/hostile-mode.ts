import { hostileScenario } from './registry';
import type { HostileFrame, HostileScenario, HostileTurn, RestAnswer } from './scenario';

/** How many `/ws` runs play the attack: a count, or every run until the mode is cleared. */
export type HostileRuns = number | 'every';

/** A run's attack: the scenario's name and the frames it sends. */
export interface HostileAttack {
  name: string;
  frames: (turn: HostileTurn) => HostileFrame[];
}

/**
 * The server's hostile mode: the scenario chosen (`--hostile`, `POST /__test__/hostile`), shared by every backend
 * and connection. Its REST part rewrites answers until cleared; its run part answers the next `runs` runs.
 */
export class HostileMode {
  private scenario: HostileScenario | undefined;
  private runsLeft: HostileRuns = 'every';

  constructor(name?: string) {
    if (name) this.choose(name);
  }

  /** Throws for a name that is unknown or not wired yet. */
  choose(name: string, runs: HostileRuns = 'every'): void {
    this.scenario = hostileScenario(name);
    this.runsLeft = runs;
  }

  clear(): void {
    this.scenario = undefined;
    this.runsLeft = 'every';
  }

  get name(): string | undefined {
    return this.scenario?.name;
  }

  /** What a test hook reports: the scenario and the runs it still plays (null: none chosen). */
  get report(): { hostile: string | null; runs: HostileRuns | null } {
    return { hostile: this.scenario?.name ?? null, runs: this.scenario ? this.runsLeft : null };
  }

  /** The attack the next `/ws` run plays instead of its answer, counted; undefined for a normal run. */
  takeRun(): HostileAttack | undefined {
    const { scenario } = this;
    if (!scenario?.run || this.runsLeft === 0) return undefined;
    if (this.runsLeft !== 'every') this.runsLeft -= 1;
    return { name: scenario.name, frames: scenario.run };
  }

  /** True while a scenario rewrites REST answers. */
  get rewritesRest(): boolean {
    return this.scenario?.rest !== undefined;
  }

  /** The body the chosen scenario sends instead of `answer.body`, or undefined to leave it be. */
  rewrite(answer: RestAnswer): string | undefined {
    return this.scenario?.rest?.(answer);
  }
}
