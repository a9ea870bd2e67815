/**
 * Whether this browser can listen (or `?stt=fake` stands in): the only part of voice input in the first
 * paint's download, so the microphone button can be hidden without loading the recognizer.
 */
export function sttSupported(search: string, scope: object = globalThis): boolean {
  return (
    new URLSearchParams(search).get('stt') === 'fake' ||
    'SpeechRecognition' in scope ||
    'webkitSpeechRecognition' in scope
  );
}
