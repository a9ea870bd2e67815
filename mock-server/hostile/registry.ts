import { approvalAttacks } from './approval-attacks';
import { badUtf8Attacks } from './bad-utf8';
import { deepValueAttacks } from './deep-values';
import { junkFrameAttacks } from './junk-frames';
import { listAttacks } from './lists';
import { prototypePollutionAttacks } from './prototype-pollution';
import { runAttacks } from './runs';
import type { HostileFamily, HostileScenario } from './scenario';
import { scriptInjectionAttacks } from './script-injection';
import { silenceAttacks } from './silence';

/** An attack another part of issue 34 wires: replace this line by its scenario (a `run` or a `rest`). */
const placeholder = (name: string, family: HostileFamily, summary: string, journey: string): HostileScenario => ({
  ...{ name, family, summary },
  placeholder: journey,
});

/** Every attack of the hostile mode by name: one line per attack, one file per family beside this one. */
export const hostileScenarios: readonly HostileScenario[] = [
  ...deepValueAttacks,
  ...scriptInjectionAttacks,
  ...prototypePollutionAttacks,
  ...junkFrameAttacks,
  ...badUtf8Attacks,
  ...silenceAttacks,
  ...listAttacks,
  ...approvalAttacks,
  ...runAttacks,
  placeholder('key-redirect', 'key-origin', 'REST answers 307 to another origin', 'e2e/key-origin.spec.ts'),
];

export const hostileNames: readonly string[] = hostileScenarios.map((scenario) => scenario.name);

/** The scenario named, ready to play; a readable error for a name that is unknown or not wired yet. */
export function hostileScenario(name: string): HostileScenario {
  const found = hostileScenarios.find((scenario) => scenario.name === name.trim());
  if (!found) throw new Error(`Unknown hostile scenario '${name}': use one of ${hostileNames.join(', ')}.`);
  if (found.placeholder)
    throw new Error(`Hostile scenario '${found.name}' is named but not wired yet (its journey: ${found.placeholder}).`);
  return found;
}
