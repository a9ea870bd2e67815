import type { Theme } from '../../api/contract';
import { useServerFeatures } from '../../api/use-server-data';
import { ChoiceSelect } from '../../components/ui/choice-select';
import { addTexts } from '../../i18n/catalog';
import { enPreferences } from '../../i18n/en-preferences';
import { nlPreferences } from '../../i18n/nl-preferences';
import { useAgentName, useT } from '../../i18n/use-t';
import { GatewaySlot } from './gateway-slot';
import type { ServerPreferences } from './use-server-preferences';

addTexts({ nl: nlPreferences, en: enPreferences });

const themes: readonly Theme[] = ['system', 'light', 'dark'];

/** Which server this is and what it speaks, as detected: for the developer pointing the client at one. */
function ServerLine() {
  const t = useT();
  const { data, isError } = useServerFeatures();
  if (!data) return <p className="text-xs text-slate-600">{t(isError ? 'server.unreachable' : 'server.detecting')}</p>;
  const name = [data.service, data.version].filter(Boolean).join(' ') || t('server.unnamed');
  return (
    <p className="text-xs text-slate-600">
      {t(data.contract === '2.5' ? 'server.current' : 'server.older', { name })}
      {data.health ? ` · ${t('server.health', { status: data.health })}` : ''}
    </p>
  );
}

/** Theme, the default agent, where these are kept, and the server. */
export default function PreferencesForm({ preferences }: { preferences: ServerPreferences }) {
  const t = useT();
  const agentName = useAgentName();
  return (
    <>
      <label className="grid gap-1">
        {t('prefs.theme')}
        <ChoiceSelect
          value={preferences.theme}
          choices={themes}
          nameOf={(theme) => t(`prefs.theme.${theme}`)}
          onChange={(theme) => preferences.setTheme(theme)}
        />
      </label>
      {preferences.defaultAgentId && <p>{t('prefs.defaultAgent', { agent: agentName(preferences.defaultAgentId) })}</p>}
      <p className="text-xs text-slate-600">{t(preferences.onServer ? 'prefs.keptOnServer' : 'prefs.keptHere')}</p>
      <ServerLine />
      <GatewaySlot />
    </>
  );
}
