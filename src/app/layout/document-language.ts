import { useEffect } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { localeTags } from '../../lib/locale';
import type { SpeechQueue } from '../../speech/speech-queue';

/** Keeps `<html lang>` and the speech engine's language equal to the UI language (the server's preference, or this browser's). */
export function useDocumentLanguage(speech: Promise<SpeechQueue>) {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    void speech.then((queue) => queue.setOptions({ lang: localeTags[language] }));
  }, [language, speech]);
}
