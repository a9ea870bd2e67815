import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import { useSpeech } from '../../ui-state/speech-store';

const TtsSettings = lazy(() => import('./tts-settings').then((module) => ({ default: module.TtsSettings })));

const button =
  'rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-xs font-medium text-white hover:bg-sky-800 disabled:opacity-40';

/** The player in the header: on/off, pause/resume, skip, stop, and voice/rate settings. */
export function TtsControls() {
  const t = useT();
  const enabled = usePrefs((prefs) => prefs.speech.enabled);
  const view = useSpeech((store) => store.view);
  const controls = useSpeech((store) => store.controls);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The speech player loads after first paint; until it has, there is nothing to control yet.
  if (!controls) return null;
  if (!view.available) {
    return <p className="text-xs text-sky-200">{t('tts.unavailable')}</p>;
  }
  const busy = view.status !== 'idle';
  return (
    <div role="group" aria-label={t('tts.label')} className="relative flex items-center gap-1.5">
      <button
        type="button"
        aria-pressed={enabled}
        onClick={() => controls?.setEnabled(!enabled)}
        className={`${button} ${enabled ? 'bg-teal-600 hover:bg-teal-700' : ''}`}
      >
        {enabled ? t('tts.on') : t('tts.off')}
      </button>
      {enabled && (
        <>
          {view.status === 'paused' ? (
            <button type="button" onClick={controls?.resume} className={button}>
              {t('tts.resume')}
            </button>
          ) : (
            <button type="button" onClick={controls?.pause} disabled={!busy} className={button}>
              {t('tts.pause')}
            </button>
          )}
          <button type="button" onClick={controls?.skip} disabled={!busy} className={button}>
            {t('tts.skip')}
          </button>
          <button type="button" onClick={controls?.stopAll} disabled={!busy && view.queued === 0} className={button}>
            {t('tts.stop')}
          </button>
          {view.queued > 0 && <span className="text-xs text-sky-200">{t('tts.queued', { count: view.queued })}</span>}
        </>
      )}
      <button
        type="button"
        aria-expanded={settingsOpen}
        aria-label={t('tts.settings')}
        onClick={() => setSettingsOpen((open) => !open)}
        className={button}
      >
        ⚙
      </button>
      {settingsOpen && (
        <Suspense fallback={null}>
          <TtsSettings />
        </Suspense>
      )}
    </div>
  );
}
