import '../../i18n/tts-texts';
import type { SpokenTextType } from '../../api/contract';
import { ChoiceSelect } from '../../components/ui/choice-select';
import { useT } from '../../i18n/use-t';
import { registerVoiceTexts } from '../../i18n/voice-texts';
import { usePrefs } from '../../prefs/prefs-store';
import { useSpeech } from '../../ui-state/speech-store';
import { useVoice } from '../../ui-state/voice-store';
import { ServerVoiceChoice, useServerVoiceInUse } from './server-voice-choice';
import { useServerVoice } from './server-voice-store';

const rates = [0.8, 1, 1.2, 1.5];

type SpeechSwitch = 'interruptOnNewAnswer' | 'speakToolNames' | 'sendSpokenAtOnce';

function PreferenceToggle({ name, label }: { name: SpeechSwitch; label: string }) {
  const checked = usePrefs((prefs) => prefs.speech[name]);
  const setSpeech = usePrefs((prefs) => prefs.setSpeech);
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={checked === true}
        onChange={(event) => setSpeech({ [name]: event.target.checked })}
      />
      {label}
    </label>
  );
}

/** What the server speaks (contract v2.5 `spoken_text_type`), kept where the preference lives. */
export interface SpokenTextControl {
  value: SpokenTextType;
  onChange: (value: SpokenTextType) => void;
}

const spokenTypes: readonly SpokenTextType[] = ['summarize', 'dictate'];

function SpokenTextSelect({ value, onChange }: SpokenTextControl) {
  const t = useT();
  return (
    <label className="grid gap-1">
      {t('prefs.spokenTextType')}
      <ChoiceSelect
        value={value}
        choices={spokenTypes}
        nameOf={(type) => t(`prefs.spoken.${type}`)}
        onChange={onChange}
      />
    </label>
  );
}

/** The browser's voices: hidden while the gateway's voice reads, named as the browser's where there is a choice. */
function BrowserVoiceSelect() {
  const t = useT();
  const voiceId = usePrefs((prefs) => prefs.speech.voiceId);
  const setSpeech = usePrefs((prefs) => prefs.setSpeech);
  const voices = useSpeech((store) => store.view.voices);
  const serverOffered = useServerVoice((store) => store.status === 'on');
  if (useServerVoiceInUse()) return null;
  return (
    <label className="grid gap-1">
      {serverOffered ? t('tts.browserVoice') : t('tts.voice')}
      <select
        value={voiceId ?? ''}
        onChange={(event) => setSpeech({ voiceId: event.target.value || undefined })}
        className="rounded-md border border-slate-300 px-2 py-1"
      >
        <option value="">{t('tts.voiceDefault')}</option>
        {voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name} ({voice.lang})
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Who reads (the gateway or the browser), voice, rate, what is spoken, the two reading preferences and (where the browser can listen) sending
 * dictation at once, in a disclosure under the player.
 */
registerVoiceTexts();

export default function TtsSettings({ spokenText }: { spokenText: SpokenTextControl }) {
  const t = useT();
  const speech = usePrefs((prefs) => prefs.speech);
  const setSpeech = usePrefs((prefs) => prefs.setSpeech);
  const canListen = useVoice((store) => store.supported);
  return (
    <>
      <ServerVoiceChoice />
      <BrowserVoiceSelect />
      <label className="grid gap-1">
        {t('tts.rate')}
        <select
          value={speech.rate}
          onChange={(event) => setSpeech({ rate: Number(event.target.value) })}
          className="rounded-md border border-slate-300 px-2 py-1"
        >
          {rates.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×
            </option>
          ))}
        </select>
      </label>
      <PreferenceToggle name="interruptOnNewAnswer" label={t('tts.interrupt')} />
      <PreferenceToggle name="speakToolNames" label={t('tts.toolNames')} />
      {canListen && <PreferenceToggle name="sendSpokenAtOnce" label={t('voice.sendAtOnce')} />}
      <SpokenTextSelect {...spokenText} />
    </>
  );
}
