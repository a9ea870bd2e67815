import { create } from 'zustand';
import { localeTags, type Language } from '../lib/locale';
import { nl } from './nl';
import type { nlAnswerTools } from './nl-answer-tools';
import type { nlApi } from './nl-api';
import type { nlApprovalReview } from './nl-approval-review';
import type { nlClientTools } from './nl-client-tools';
import type { nlConversation } from './nl-conversation';
import type { nlDebug } from './nl-debug';
import type { nlGateway } from './nl-gateway';
import type { nlGatewayVoice } from './nl-gateway-voice';
import type { nlInspect } from './nl-inspect';
import type { nlPanels } from './nl-panels';
import type { nlPreferences } from './nl-preferences';
import type { nlReport } from './nl-report';
import type { nlResultCard } from './nl-result-card';
import type { nlSessions } from './nl-sessions';
import type { nlShortcuts } from './nl-shortcuts';
import type { nlStateCard } from './nl-state-card';
import type { nlStateTravel } from './nl-state-travel';
import type { nlTts } from './nl-tts';
import type { nlUsers } from './nl-users';
import type { nlVoice } from './nl-voice';

export type MessageKey =
  | keyof typeof nl
  | keyof typeof nlApi
  | keyof typeof nlConversation
  | keyof typeof nlSessions
  | keyof typeof nlDebug
  | keyof typeof nlPanels
  | keyof typeof nlInspect
  | keyof typeof nlStateTravel
  | keyof typeof nlStateCard
  | keyof typeof nlResultCard
  | keyof typeof nlUsers
  | keyof typeof nlGateway
  | keyof typeof nlGatewayVoice
  | keyof typeof nlClientTools
  | keyof typeof nlShortcuts
  | keyof typeof nlAnswerTools
  | keyof typeof nlApprovalReview
  | keyof typeof nlVoice
  | keyof typeof nlReport
  | keyof typeof nlPreferences
  | keyof typeof nlTts;
export type Catalog = Record<MessageKey, string>;

/**
 * Every text by language. Dutch is in the first paint's download; English comes with its own chunk when it is
 * first wanted (`loadLanguage`), and until then holds the Dutch texts, so no key is ever missing. The debug
 * panels' texts join when the session's chunk loads (`debug-texts.ts`), before anything that shows them renders.
 */
export const catalogs = { nl: { ...nl }, en: { ...nl } } as Record<Language, Catalog>;

/**
 * The languages whose texts are in `catalogs`; components re-render in a language once it is here. Global because
 * the catalogs are module data, filled by chunks as they load and read outside React (`translate`).
 */
export const useLoadedLanguages = create<{ loaded: readonly Language[] }>(() => ({ loaded: ['nl'] }));

let english: Promise<void> | undefined;
/** The English chunk's texts (`english.ts`) once loaded: texts added in Dutch only after that keep them. */
let englishTexts: Readonly<Record<string, string>> = {};

export function loadLanguage(language: Language): Promise<void> {
  if (language === 'nl') return Promise.resolve();
  english ??= import('./english').then((module) => {
    englishTexts = module.english;
    Object.assign(catalogs.en, englishTexts);
    useLoadedLanguages.setState(({ loaded }) => ({ loaded: [...loaded, 'en'] }));
  });
  return english;
}

type Texts = Readonly<Record<string, string>>;

/**
 * Adds texts to the catalogs. Without `en`, their English is in the English chunk (`english.ts`), loaded only
 * once English is chosen; until then the Dutch stands in, so no key is ever missing.
 */
export function addTexts(texts: { nl: Texts; en?: Texts }): void {
  Object.assign(catalogs.nl, texts.nl);
  Object.assign(catalogs.en, texts.nl, texts.en ?? englishTexts);
}

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The plural category of a count in a language ("one", "other", …), by the language's own rules. */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(localeTags[language])));
  return rules.select(count);
}

/**
 * A text in a language with its placeholders filled. With a numeric `count`, the key's form for that count's
 * plural category is used when the catalog has one (`key.one` beside `key`, which holds the other form).
 */
export function translate(language: Language, key: MessageKey, vars?: Record<string, string | number>): string {
  const catalog: Record<string, string> = catalogs[language];
  const count = vars?.count;
  const form = typeof count === 'number' ? catalog[`${key}.${pluralCategory(language, count)}`] : undefined;
  return format(form ?? catalog[key]!, vars);
}

export function isMessageKey(key: string): key is MessageKey {
  return key in catalogs.nl;
}
