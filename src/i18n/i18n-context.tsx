import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Language } from '../lib/locale';
import { usePrefs } from '../prefs/prefs-store';
import { loadLanguage, useLoadedLanguages } from './catalog';

export interface AgentLabel {
  name: string;
  description?: string;
}

/** What the server says about language and agents (contract v2.5), over the local defaults. */
interface I18nOverrides {
  /** The inspector's language preference kept on the server. */
  language?: Language;
  /** Agent names and descriptions from `GET /agents`, by id. */
  agents?: ReadonlyMap<string, AgentLabel>;
}

const I18nContext = createContext<I18nOverrides>({});

export function I18nProvider({ value, children }: { value: I18nOverrides; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

/**
 * The UI language: the server's preference when it has one, else the one chosen in this browser; Dutch until
 * the chosen language's texts have loaded.
 */
export function useLanguage(): Language {
  const local = usePrefs((prefs) => prefs.language);
  const chosen = useContext(I18nContext).language ?? local;
  const ready = useLoadedLanguages((languages) => languages.loaded.includes(chosen));
  useEffect(() => {
    if (!ready) void loadLanguage(chosen);
  }, [chosen, ready]);
  return ready ? chosen : 'nl';
}

export const useServerAgents = () => useContext(I18nContext).agents;
