import type { UserProfile } from '../api/contract';
import { Button } from '../components/ui/button';
import { TtsControls } from '../features/tts/tts-controls';
import { useLanguage } from '../i18n/i18n-context';
import { useT } from '../i18n/use-t';
import { languages, type Language } from '../lib/locale';
import { InspectorPicker } from './inspector-picker';
import { PreferencesMenu } from './preferences-menu';
import type { ServerPreferences } from './use-server-preferences';

const languageNames: Record<Language, string> = { nl: 'Nederlands', en: 'English' };

interface AppHeaderProps {
  userId: string | undefined;
  detected: boolean;
  users: readonly UserProfile[] | undefined;
  personas: string[];
  onChange: (userId: string) => void;
  preferences: ServerPreferences;
  /** Opens the session list on a phone, where it is not beside the conversation. */
  onOpenSessions: () => void;
}

function LanguageSelect({ preferences }: { preferences: ServerPreferences }) {
  const t = useT();
  const language = useLanguage();
  return (
    <label className="flex items-center gap-2">
      <span className="text-sky-200">{t('header.language')}</span>
      <select
        value={language}
        onChange={(event) => preferences.setLanguage(event.target.value as Language)}
        className="rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-on-accent"
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

export function AppHeader({ onOpenSessions, preferences, ...inspector }: AppHeaderProps) {
  const t = useT();
  return (
    <header className="app-bar flex flex-wrap items-center gap-4 bg-sky-950 px-4 py-3 text-on-accent shadow sm:px-8">
      <div className="flex items-center gap-3">
        <Button variant="inverse" onClick={onOpenSessions} className="md:hidden">
          ☰ {t('sessions.openDrawer')}
        </Button>
        <span aria-hidden className="grid h-9 w-9 place-items-center rounded-lg bg-teal-500 font-bold text-sky-950">
          H
        </span>
        <div>
          <h1 className="text-lg leading-tight font-semibold">{t('app.title')}</h1>
          <p className="text-xs tracking-wide text-sky-200 uppercase">{t('app.subtitle')}</p>
        </div>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-4 text-sm">
        <TtsControls spokenText={{ value: preferences.spokenTextType, onChange: preferences.setSpokenTextType }} />
        <InspectorPicker {...inspector} />
        <LanguageSelect preferences={preferences} />
        <PreferencesMenu preferences={preferences} />
      </div>
    </header>
  );
}
