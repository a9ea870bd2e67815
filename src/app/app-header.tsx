import { languages, type Language } from '../i18n/catalog';
import { useT } from '../i18n/use-t';
import { usePrefs } from '../prefs/prefs-store';

export function AppHeader({ userId }: { userId: string }) {
  const t = useT();
  const language = usePrefs((prefs) => prefs.language);
  const setLanguage = usePrefs((prefs) => prefs.setLanguage);
  return (
    <header className="flex items-center gap-4 bg-sky-950 px-4 py-3 text-white shadow sm:px-8">
      <div className="flex items-center gap-3">
        <span aria-hidden className="grid h-9 w-9 place-items-center rounded-lg bg-teal-500 font-bold text-sky-950">
          H
        </span>
        <div>
          <h1 className="text-lg leading-tight font-semibold">{t('app.title')}</h1>
          <p className="text-xs tracking-wide text-sky-200 uppercase">{t('app.subtitle')}</p>
        </div>
      </div>
      <div className="ml-auto flex items-center gap-4 text-sm">
        <p>
          <span className="text-sky-200">{t('header.persona')}: </span>
          <span className="font-medium">{userId}</span>
        </p>
        <label className="flex items-center gap-2">
          <span className="text-sky-200">{t('header.language')}</span>
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-white"
          >
            {languages.map((code) => (
              <option key={code} value={code}>
                {code === 'nl' ? 'Nederlands' : 'English'}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
