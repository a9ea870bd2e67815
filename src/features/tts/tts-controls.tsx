import '../../i18n/tts-texts';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { Disclosure } from '../../components/ui/disclosure';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import { useAppController } from '../../ui-state/app-controller';
import { useSpeech } from '../../ui-state/speech-store';
import type { SpokenTextControl } from './tts-settings';

const TtsSettings = lazy(() => import('./tts-settings'));

/** The player in the header: on/off, pause/resume, skip, stop, and voice/rate settings. */
export default function TtsControls({ spokenText }: { spokenText: SpokenTextControl }) {
  const t = useT();
  const enabled = usePrefs((prefs) => prefs.speech.enabled);
  const view = useSpeech((store) => store.view);
  const ready = useSpeech((store) => store.ready);
  const { speech: controls } = useAppController();
  // The speech player loads after first paint; until it has, there is nothing to control yet.
  if (!ready) return null;
  if (!view.available) {
    return <p className="text-xs text-sky-200">{t('tts.unavailable')}</p>;
  }
  const busy = view.status !== 'idle';
  return (
    <div role="group" aria-label={t('tts.label')} className="relative flex flex-wrap items-center gap-1.5">
      <Button
        variant={enabled ? 'primary' : 'inverse'}
        size="sm"
        aria-pressed={enabled}
        onClick={() => controls.setEnabled(!enabled)}
      >
        {enabled ? t('tts.on') : t('tts.off')}
      </Button>
      {enabled && (
        <>
          {view.status === 'paused' ? (
            <Button variant="inverse" size="sm" onClick={controls.resume}>
              {t('tts.resume')}
            </Button>
          ) : (
            <Button variant="inverse" size="sm" onClick={controls.pause} disabled={!busy}>
              {t('tts.pause')}
            </Button>
          )}
          <Button variant="inverse" size="sm" onClick={controls.skip} disabled={!busy}>
            {t('tts.skip')}
          </Button>
          <Button variant="inverse" size="sm" onClick={controls.stopAll} disabled={!busy && view.queued === 0}>
            {t('tts.stop')}
          </Button>
          {view.queued > 0 && <span className="text-xs text-sky-200">{t('tts.queued', { count: view.queued })}</span>}
        </>
      )}
      <Disclosure label="⚙" ariaLabel={t('tts.settings')}>
        <Suspense fallback={null}>
          <TtsSettings spokenText={spokenText} />
        </Suspense>
      </Disclosure>
    </div>
  );
}
