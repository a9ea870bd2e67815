import type { PreferencesUpdate, SpokenTextType, Theme } from '../../api/contract';
import { usePreferences, useUpdatePreferences } from '../../api/use-server-data';
import type { Language } from '../../lib/locale';
import { localeTags } from '../../lib/locale';
import { usePrefs } from '../../prefs/prefs-store';

/** `nl-NL` → `nl`; a language this UI does not have counts as absent. */
const uiLanguage = (tag: string | null | undefined): Language | undefined => {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return base === 'nl' || base === 'en' ? base : undefined;
};

/**
 * The inspector's preferences: the server's on a v2.5 server (changes are put there, shown at once and
 * put back when refused), the ones kept in this browser otherwise and while the server's are unknown.
 * Every change is kept in the browser too, for offline and older servers.
 */
export function useServerPreferences(userId: string | undefined, current: boolean) {
  const local = usePrefs();
  const query = usePreferences(userId ?? '', current && userId !== undefined);
  const update = useUpdatePreferences(userId ?? '');
  // `null`: the server turned out to have no preferences; they stay in this browser.
  const server = current ? query.data?.preferences : undefined;
  const put = (patch: PreferencesUpdate) => {
    if (current && userId && query.data) update.mutate(patch);
  };
  return {
    language: uiLanguage(server?.language),
    theme: (server?.theme ?? local.theme) as Theme,
    spokenTextType: (server?.spoken_text_type ?? local.speech.spokenTextType) as SpokenTextType,
    defaultAgentId: server?.default_agent_id ?? undefined,
    onServer: server !== undefined,
    setLanguage(language: Language) {
      local.setLanguage(language);
      put({ language: localeTags[language] });
    },
    setTheme(theme: Theme) {
      local.setTheme(theme);
      put({ theme });
    },
    setSpokenTextType(spokenTextType: SpokenTextType) {
      local.setSpeech({ spokenTextType });
      put({ spoken_text_type: spokenTextType });
    },
  };
}

export type ServerPreferences = ReturnType<typeof useServerPreferences>;
