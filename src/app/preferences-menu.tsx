import { useState } from 'react';
import type { SpokenTextType, Theme } from '../api/contract';
import { Button } from '../components/ui/button';
import { useAgentName, useT } from '../i18n/use-t';
import type { ServerPreferences } from './use-server-preferences';

const themes: readonly Theme[] = ['system', 'light', 'dark'];
const spokenTypes: readonly SpokenTextType[] = ['summarize', 'dictate'];

/** Theme, how answers are spoken, the default agent, and where these are kept. */
function PreferencesForm({ preferences }: { preferences: ServerPreferences }) {
  const t = useT();
  const agentName = useAgentName();
  const select = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900';
  return (
    <div className="absolute top-full right-0 z-20 mt-2 grid w-72 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xl">
      <label className="grid gap-1">
        {t('prefs.theme')}
        <select
          value={preferences.theme}
          onChange={(event) => preferences.setTheme(event.target.value as Theme)}
          className={select}
        >
          {themes.map((theme) => (
            <option key={theme} value={theme}>
              {t(`prefs.theme.${theme}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1">
        {t('prefs.spokenTextType')}
        <select
          value={preferences.spokenTextType}
          onChange={(event) => preferences.setSpokenTextType(event.target.value as SpokenTextType)}
          className={select}
        >
          {spokenTypes.map((type) => (
            <option key={type} value={type}>
              {t(`prefs.spoken.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {preferences.defaultAgentId && <p>{t('prefs.defaultAgent', { agent: agentName(preferences.defaultAgentId) })}</p>}
      <p className="text-xs text-slate-600">{t(preferences.onServer ? 'prefs.keptOnServer' : 'prefs.keptHere')}</p>
    </div>
  );
}

/** A button in the header that opens the preferences. */
export function PreferencesMenu({ preferences }: { preferences: ServerPreferences }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <Button variant="inverse" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {t('prefs.open')}
      </Button>
      {open && <PreferencesForm preferences={preferences} />}
    </div>
  );
}
