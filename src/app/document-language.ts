import { usePrefs } from '../prefs/prefs-store';

/** Keeps `<html lang>` equal to the chosen UI language. */
export function syncDocumentLanguage(): () => void {
  document.documentElement.lang = usePrefs.getState().language;
  return usePrefs.subscribe((prefs) => {
    document.documentElement.lang = prefs.language;
  });
}
