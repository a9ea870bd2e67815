import { en } from './en';
import { nl } from './nl';

export type MessageKey = keyof typeof nl;
export type Catalog = Record<MessageKey, string>;

export const catalogs = { nl: nl as Catalog, en } as const;
export type Language = keyof typeof catalogs;
export const languages = Object.keys(catalogs) as Language[];

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in nl;
}
