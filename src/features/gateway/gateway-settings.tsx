import { useStore } from 'zustand';
import { apiKeyStore, forgetApiKey } from '../../api/api-key';
import type { GatewayInfo } from '../../api/gateway-queries';
import { backendNames } from '../../api/use-gateway-backend';
import { Button } from '../../components/ui/button';
import { ChoiceSelect } from '../../components/ui/choice-select';
import { registerGatewayTexts } from '../../i18n/gateway-texts';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';

registerGatewayTexts();

interface GatewaySettingsProps {
  gateway: GatewayInfo;
  /** The backend in use ('' for the gateway's default). */
  current: string;
  /** Everything (socket, cache, open thread) belongs to one backend: switching starts the app afresh. */
  onSwitch: () => void;
}

/** Behind AGORA's gateway: which backend to talk to, and the key this browser holds. */
export default function GatewaySettings({ gateway, current, onSwitch }: GatewaySettingsProps) {
  const t = useT();
  const hasKey = useStore(apiKeyStore, (state) => state.key !== undefined);
  const named = (backend: string) => backendNames[backend] ?? backend;
  const choose = (backend: string) => {
    usePrefs.getState().setBackend(backend);
    onSwitch();
  };
  return (
    <>
      <label className="grid gap-1">
        {t('backend.label')}
        <ChoiceSelect
          value={current}
          choices={['', ...gateway.backends.filter((backend) => backend !== gateway.defaultBackend)]}
          nameOf={(backend) =>
            backend ? named(backend) : t('backend.default', { name: named(gateway.defaultBackend ?? '?') })
          }
          onChange={choose}
        />
        <span className="text-xs text-slate-600">{t('backend.hint')}</span>
      </label>
      {hasKey && (
        <Button onClick={forgetApiKey} className="justify-self-start">
          {t('key.forget')}
        </Button>
      )}
    </>
  );
}
