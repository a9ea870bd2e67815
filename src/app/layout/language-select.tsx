import { useLanguage } from '../../i18n/i18n-context';
import { useT } from '../../i18n/use-t';
import { languages, type Language } from '../../lib/locale';
import type { ServerPreferences } from './use-server-preferences';

const languageNames: Record<Language, string> = { nl: 'Nederlands', en: 'English' };

/** The interface language, on the app bar's dark surface. */
export function LanguageSelect({ preferences }: { preferences: ServerPreferences }) {
  const t = useT();
  const language = useLanguage();
  return (
    <label className="flex items-center gap-2">
      <span className="text-sky-200">{t('header.language')}</span>
      <select
        value={language}
        onChange={(event) => preferences.setLanguage(event.target.value as Language)}
        className="rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-on-accent pointer-coarse:min-h-11"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
