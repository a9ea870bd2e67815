import type { Language } from '../lib/locale';
import { en } from './en';
import { nl } from './nl';
import type { nlDebug } from './nl-debug';

export type MessageKey = keyof typeof nl | keyof typeof nlDebug;
export type Catalog = Record<MessageKey, string>;

/**
 * Every text by language. The debug panels' texts join when the session's chunk loads (`debug-texts.ts`),
 * before anything that shows them can render: they are not part of the first paint's download.
 */
export const catalogs = { nl: { ...nl }, en: { ...en } } as Record<Language, Catalog>;

export function addTexts(texts: Record<Language, Readonly<Record<string, string>>>): void {
  Object.assign(catalogs.nl, texts.nl);
  Object.assign(catalogs.en, texts.en);
}

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in catalogs.nl;
}
