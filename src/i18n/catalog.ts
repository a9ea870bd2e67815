import type { Language } from '../lib/locale';
import { en } from './en';
import { nl } from './nl';

export type MessageKey = keyof typeof nl;
export type Catalog = Record<MessageKey, string>;

export const catalogs: Record<Language, Catalog> = { nl, en };

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in nl;
}
