import '../../i18n/tts-texts';
import { useT } from '../../i18n/use-t';
import { useSpoken } from '../../session/react/hooks';
import { useSpeech } from '../../ui-state/speech-store';

/** Under an answer: what is being read aloud from it now, its spoken version on demand, or why speech failed. */
export function SpeechNote({ messageId }: { messageId: string }) {
  const t = useT();
  const spoken = useSpoken(messageId);
  const current = useSpeech((store) =>
    store.view.current?.messageId === messageId ? store.view.current.text : undefined,
  );
  if (!spoken) return null;
  return (
    <div className="mt-2 border-t border-slate-100 pt-2 text-xs text-slate-600">
      {current && (
        <p aria-live="polite" className="mb-1 rounded bg-teal-50 px-2 py-1 text-teal-900">
          <span aria-hidden>🔊 </span>
          {t('tts.speaking', { text: current })}
        </p>
      )}
      {spoken.status === 'error' && (
        <p className="mb-1 text-rose-800">{t('tts.spokenError', { message: spoken.error ?? '' })}</p>
      )}
      <details>
        <summary className="cursor-pointer pointer-coarse:py-3.5">{t('tts.spokenVersion')}</summary>
        <p className="mt-1 whitespace-pre-wrap text-slate-700">{spoken.text}</p>
      </details>
    </div>
  );
}
