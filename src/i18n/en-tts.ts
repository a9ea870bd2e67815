import type { nlTts } from './nl-tts';

export const enTts: Record<keyof typeof nlTts, string> = {
  'prefs.spokenTextType': 'Spoken answer',
  'prefs.spoken.summarize': 'Summary',
  'prefs.spoken.dictate': 'Full text',
  'tts.label': 'Read aloud',
  'tts.on': 'Reading aloud on',
  'tts.confirmOn': 'Reading aloud is on.',
  'tts.off': 'Reading aloud off',
  'tts.pause': 'Pause',
  'tts.resume': 'Resume',
  'tts.skip': 'Skip',
  'tts.stop': 'Stop all',
  'tts.voice': 'Voice',
  'tts.settings': 'Reading settings',
  'tts.voiceDefault': 'Default (Dutch)',
  'tts.rate': 'Rate',
  'tts.interrupt': 'A new answer interrupts',
  'tts.toolNames': 'Read tool actions aloud',
  'tts.unavailable': 'Reading aloud is not available in this browser',
  'tts.queued': '{count} queued',
};
