import { useState, type FormEvent } from 'react';
import { TtsControls } from '../features/tts/tts-controls';
import { useT } from '../i18n/use-t';
import { languages, type Language } from '../lib/locale';
import { usePrefs } from '../prefs/prefs-store';

const languageNames: Record<Language, string> = { nl: 'Nederlands', en: 'English' };

interface AppHeaderProps {
  userId: string;
  personas: string[];
  onPersonaChange: (persona: string) => void;
}

function PersonaSwitch({ userId, personas, onPersonaChange }: AppHeaderProps) {
  const t = useT();
  const setUserId = usePrefs((prefs) => prefs.setUserId);
  const [draft, setDraft] = useState(userId);
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = draft.trim();
    if (!next || next === userId) return setDraft(userId);
    setUserId(next);
    onPersonaChange(next);
  };
  return (
    <form onSubmit={commit} className="flex items-center gap-2">
      <label htmlFor="persona" className="text-sky-200">
        {t('header.persona')}
      </label>
      <input
        id="persona"
        list="personas"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit()}
        title={t('header.personaHint')}
        autoComplete="off"
        className="w-28 rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-white"
      />
      <datalist id="personas">
        {personas.map((persona) => (
          <option key={persona} value={persona} />
        ))}
      </datalist>
    </form>
  );
}

export function AppHeader(props: AppHeaderProps) {
  const t = useT();
  const language = usePrefs((prefs) => prefs.language);
  const setLanguage = usePrefs((prefs) => prefs.setLanguage);
  return (
    <header className="flex flex-wrap items-center gap-4 bg-sky-950 px-4 py-3 text-white shadow sm:px-8">
      <div className="flex items-center gap-3">
        <span aria-hidden className="grid h-9 w-9 place-items-center rounded-lg bg-teal-500 font-bold text-sky-950">
          H
        </span>
        <div>
          <h1 className="text-lg leading-tight font-semibold">{t('app.title')}</h1>
          <p className="text-xs tracking-wide text-sky-200 uppercase">{t('app.subtitle')}</p>
        </div>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-4 text-sm">
        <TtsControls />
        <PersonaSwitch key={props.userId} {...props} />
        <label className="flex items-center gap-2">
          <span className="text-sky-200">{t('header.language')}</span>
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-white"
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
