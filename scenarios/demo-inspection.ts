import { checklistScript } from './demo-checklist';
import { findingScript } from './demo-finding';
import { hostileScript } from './demo-hostile';
import { failureScript, genericScript, moderationScript } from './demo-outcomes';
import { reportScript } from './demo-report';
import { startScript } from './demo-start';
import type { DemoInput } from './demo-state';
import { weatherScript } from './demo-weather';
import type { ScriptStep } from './script';

export type DemoScenario =
  'start' | 'finding' | 'report' | 'checklist' | 'weather' | 'moderation' | 'failure' | 'hostile' | 'generic';

/** The demo's trigger phrases, shared by the mock server, e2e tests and docs. */
export const demoPrompts = {
  start: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
  finding: 'Bevinding: de koelcel is 9 °C en ik heb muizenkeutels gezien in de opslag',
  report: 'Genereer het inspectierapport',
  checklist: 'Zet de checklist klaar',
  weather: 'Hoe is het weer in Utrecht?',
  moderation: '[moderation] Dit bericht bevat een scheldwoord',
  failure: '[fail] Simuleer een storing bij het verwerken',
  hostile: '[hostile] Toon vijandige inhoud',
  generic: 'Wat kun je allemaal?',
} as const satisfies Record<DemoScenario, string>;

/** What an inspector says they saw ("ik zie dat…", "ik zag…", "gezien", the word itself), in Dutch or English. */
const sawSomething =
  /bevinding|constat|gezien|\bik (zie|zag|merk)\b|opgemerkt|valt (me|mij) op|(me|mij) valt op|finding|\bi (see|saw|noticed?|found)\b/i;
/** What a finding is about: a temperature, the cold store, pests, dirt, mould. */
const aboutSomething =
  /temperatuur|\d\s*(graden|°)|koelcel|vriezer|muis|muiz|ongedierte|kakkerlak|schimmel|\bvies|\bvuil|temperature|degrees|fridge|freezer|cold store|mouse|mice|droppings|\bpests?\b|dirty|mou?ld\b/i;
const question =
  /\?\s*$|^(wat|welke|hoe|waarom|wanneer|waar|wie|mag|moet|kan|is|zijn|what|which|how|why|when|where|who|may|must|can|are|do|does)\b/i;
/** A finding as inspectors say it: what they saw, or a statement (not a question) about what they found. */
const finding = {
  test: (text: string) => sawSomething.test(text) || (aboutSomething.test(text) && !question.test(text.trim())),
};

/** First match wins, so "rapport van de inspectie" is a report and "[fail] inspectie" a failure. */
const triggers: [Exclude<DemoScenario, 'generic'>, { test(text: string): boolean }][] = [
  ['hostile', /\[hostile\]/i],
  ['moderation', /verboden|scheldwoord|\[moderation\]/i],
  ['failure', /\[fail\]|storing|crash/i],
  ['report', /rapport|report/i],
  ['checklist', /checklist/i],
  ['weather', /\bhet weer\b|weerbericht|weather|haiku/i],
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
    case 'weather':
      return weatherScript(input);
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
