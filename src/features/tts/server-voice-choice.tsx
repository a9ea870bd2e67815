import '../../i18n/tts-texts';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { ChoiceSelect } from '../../components/ui/choice-select';
import { addTexts } from '../../i18n/catalog';
import { enGatewayVoice } from '../../i18n/en-gateway-voice';
import { nlGatewayVoice } from '../../i18n/nl-gateway-voice';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import { useAppController } from '../../ui-state/app-controller';
import { useServerVoice } from './server-voice-store';

// These texts come with the settings' chunk, the only place that shows them.
addTexts({ nl: nlGatewayVoice, en: enGatewayVoice });

const sources = ['server', 'browser'] as const;

/** The gateway has a voice and reads aloud (no choice for the browser made); the browser's voices matter less. */
export function useServerVoiceInUse(): boolean {
  const on = useServerVoice((store) => store.status === 'on' && store.failure === undefined);
  const source = usePrefs((prefs) => prefs.speech.voiceSource);
  return on && source !== 'browser';
}

/**
 * "Stem: AGORA-server (ElevenLabs) / Browser", shown only where the gateway says it has a voice (asked when the
 * settings open), with a note and a retry once the gateway's voice failed and the browser took over.
 */
export function ServerVoiceChoice() {
  const t = useT();
  const status = useServerVoice((store) => store.status);
  const failure = useServerVoice((store) => store.failure);
  const { serverVoice } = useAppController();
  const source = usePrefs((prefs) => prefs.speech.voiceSource) ?? 'server';
  const setSpeech = usePrefs((prefs) => prefs.setSpeech);
  useEffect(() => void serverVoice.load(), [serverVoice]);
  if (status === 'absent') return <p className="text-xs text-slate-600">{t('tts.serverAbsent')}</p>;
  if (status !== 'on') return null;
  return (
    <>
      <label className="grid gap-1">
        {t('tts.source')}
        <ChoiceSelect
          value={source}
          choices={sources}
          nameOf={(choice) => t(`tts.source.${choice}`)}
          onChange={(voiceSource) => setSpeech({ voiceSource })}
        />
      </label>
      {failure && source === 'server' && (
        <div role="status" className="grid gap-1 text-sm">
          <p>{t(`tts.serverFailed.${failure}`)}</p>
          <Button variant="secondary" size="sm" onClick={serverVoice.retry}>
            {t('tts.serverRetry')}
          </Button>
        </div>
      )}
    </>
  );
}
