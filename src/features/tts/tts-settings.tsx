import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import { useSpeech } from '../../ui-state/speech-store';

const rates = [0.8, 1, 1.2, 1.5];

type SpeechSwitch = 'interruptOnNewAnswer' | 'speakToolNames';

function PreferenceToggle({ name, label }: { name: SpeechSwitch; label: string }) {
  const checked = usePrefs((prefs) => prefs.speech[name]);
  const setSpeech = usePrefs((prefs) => prefs.setSpeech);
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(event) => setSpeech({ [name]: event.target.checked })} />
      {label}
    </label>
  );
}

/** Voice, rate and the two preferences, in a disclosure under the player. */
export function TtsSettings() {
  const t = useT();
  const speech = usePrefs((prefs) => prefs.speech);
  const setSpeech = usePrefs((prefs) => prefs.setSpeech);
  const voices = useSpeech((store) => store.view.voices);
  return (
    <div className="absolute top-full right-0 z-20 mt-2 grid w-72 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xl">
      <label className="grid gap-1">
        {t('tts.voice')}
        <select
          value={speech.voiceId ?? ''}
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
    </div>
  );
}
