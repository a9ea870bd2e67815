import { useEffect, type PointerEvent } from 'react';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/catalog';
import { useT } from '../../i18n/use-t';
import { registerVoiceTexts } from '../../i18n/voice-texts';
import { usePrefs } from '../../prefs/prefs-store';
import { useAppController, type VoiceControls } from '../../ui-state/app-controller';
import { useSpeech } from '../../ui-state/speech-store';
import { useVoice } from '../../ui-state/voice-store';

registerVoiceTexts();

const shortcutKeys = new Set(['Space', 'ControlLeft', 'ControlRight', 'ShiftLeft', 'ShiftRight']);

/** Ctrl+Shift+Space anywhere: down to talk, up to stop when held (push to talk); a tap toggles. */
function useMicShortcut(enabled: boolean, { press, release }: VoiceControls) {
  useEffect(() => {
    if (!enabled) return;
    let down = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || !event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey) return;
      event.preventDefault();
      if (down || event.repeat) return;
      down = true;
      press();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!down || !shortcutKeys.has(event.code)) return;
      down = false;
      release();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled, press, release]);
}

function MicIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Hold to talk, or tap to start and tap again to stop; off while hands-free waits for an answer. Hidden where
 * the browser cannot listen.
 */
export default function MicButton() {
  const t = useT();
  const supported = useVoice((store) => store.supported);
  const listening = useVoice((store) => store.listening);
  const waiting = useVoice((store) => store.handsFree !== 'off' && !store.listening);
  const { voice } = useAppController();
  const { press, release } = voice;
  useMicShortcut(supported, voice);
  if (!supported) return null;
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    press();
  };
  return (
    <Button
      variant={listening ? 'danger' : 'secondary'}
      size="lg"
      aria-label={t('voice.mic')}
      aria-pressed={listening}
      aria-keyshortcuts="Control+Shift+Space"
      title={t('voice.micHint')}
      disabled={waiting}
      onPointerDown={onPointerDown}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
      // A click from the keyboard (Enter, Space) has no pointer before it.
      onClick={(event) => event.detail === 0 && press()}
      onContextMenu={(event) => event.preventDefault()}
      className={`touch-none px-3 select-none ${listening ? 'motion-safe:animate-pulse' : ''}`}
    >
      <MicIcon />
    </Button>
  );
}

function statusKey(listening: boolean, handsFree: string): MessageKey | undefined {
  if (listening) return 'voice.listening';
  if (handsFree === 'answering') return 'voice.loop.answering';
  if (handsFree === 'approval') return 'voice.loop.approval';
  return undefined;
}

/** The hands-free switch (with read-aloud on) and what voice input is doing or why it stopped, announced. */
export function VoiceBar() {
  const t = useT();
  const supported = useVoice((store) => store.supported);
  const listening = useVoice((store) => store.listening);
  const handsFree = useVoice((store) => store.handsFree);
  const notice = useVoice((store) => store.notice);
  const readAloudOn = usePrefs((prefs) => prefs.speech.enabled);
  const canReadAloud = useSpeech((store) => store.view.available);
  const { voice } = useAppController();
  if (!supported) return null;
  const status = statusKey(listening, handsFree);
  const failed = !status && notice?.startsWith('voice.error.');
  const on = handsFree !== 'off';
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      {((readAloudOn && canReadAloud) || on) && (
        <Button
          variant={on ? 'primary' : 'secondary'}
          aria-pressed={on}
          className="min-h-11 sm:min-h-9"
          onClick={() => voice.setHandsFree(!on)}
        >
          {t('voice.handsFree')}
        </Button>
      )}
      <p aria-live="polite" className={failed ? 'text-rose-800' : 'text-slate-600'}>
        {status ? t(status) : notice && t(notice)}
      </p>
    </div>
  );
}
