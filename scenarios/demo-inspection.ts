import { checklistScript } from './demo-checklist';
import { findingScript } from './demo-finding';
import { hostileScript } from './demo-hostile';
import { failureScript, genericScript, moderationScript } from './demo-outcomes';
import { reportScript } from './demo-report';
import { startScript } from './demo-start';
import type { DemoInput } from './demo-state';
import type { ScriptStep } from './script';

export type DemoScenario =
  'start' | 'finding' | 'report' | 'checklist' | 'moderation' | 'failure' | 'hostile' | 'generic';

/** The demo's trigger phrases, shared by the mock server, e2e tests and docs. */
export const demoPrompts = {
  start: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
  finding: 'Bevinding: de koelcel is 9 °C en ik heb muizenkeutels gezien in de opslag',
  report: 'Genereer het inspectierapport',
  checklist: 'Zet de checklist klaar',
  moderation: '[moderation] Dit bericht bevat een scheldwoord',
  failure: '[fail] Simuleer een storing bij het verwerken',
  hostile: '[hostile] Toon vijandige inhoud',
  generic: 'Wat kun je allemaal?',
} as const satisfies Record<DemoScenario, string>;

/**
 * A finding as inspectors say it: the word itself, what they saw ("ik zie dat…", "ik zag…", "gezien"), or what
 * they found it about (a temperature, the cold store, pests, dirt, mould), in Dutch or English.
 */
const finding = new RegExp(
  [
    'bevinding|constat|gezien|\\bik (zie|zag|merk)\\b|opgemerkt|valt (me|mij) op|(me|mij) valt op',
    'temperatuur|\\d\\s*(graden|°)|koelcel|koeling|vriezer|muis|muiz|ongedierte|kakkerlak|schimmel|\\bvies|\\bvuil|hygi',
    'finding|\\bi (see|saw|noticed?|found)\\b|temperature|degrees|fridge|freezer|cold store|mouse|mice|droppings|\\bpests?\\b|dirty|mou?ld\\b',
  ].join('|'),
  'i',
);

/** First match wins, so "rapport van de inspectie" is a report and "[fail] inspectie" a failure. */
const triggers: [Exclude<DemoScenario, 'generic'>, RegExp][] = [
  ['hostile', /\[hostile\]/i],
  ['moderation', /verboden|scheldwoord|\[moderation\]/i],
  ['failure', /\[fail\]|storing|crash/i],
  ['report', /rapport|report/i],
  ['checklist', /checklist/i],
  ['finding', finding],
  ['start', /inspectie|inspection|bella rosa|kvk/i],
];

/** Which demo scenario answers `userText` (`generic` when no trigger matches). */
export function pickScenario(userText: string): DemoScenario {
  return triggers.find(([, pattern]) => pattern.test(userText))?.[0] ?? 'generic';
}

/** The event script that answers `input.userText` (or the given scenario). */
export function demoScript(input: DemoInput, scenario: DemoScenario = pickScenario(input.userText)): ScriptStep[] {
  switch (scenario) {
    case 'start':
      return startScript(input);
    case 'finding':
      return findingScript(input);
    case 'report':
      return reportScript(input);
    case 'checklist':
      return checklistScript(input);
    case 'moderation':
      return moderationScript(input);
    case 'failure':
      return failureScript(input);
    case 'hostile':
      return hostileScript(input);
    case 'generic':
      return genericScript(input, demoPrompts);
  }
}
