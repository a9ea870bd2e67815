import type { nlGatewayVoice } from './nl-gateway-voice';

/** The English texts of the gateway's voice; the type makes a missing or extra key a compile error. */
export const enGatewayVoice: Record<keyof typeof nlGatewayVoice, string> = {
  'tts.source': 'Voice',
  'tts.source.server': 'AGORA server (ElevenLabs)',
  'tts.source.browser': 'Browser',
  'tts.browserVoice': 'Browser voice',
  'tts.serverFailed.refused':
    'The AGORA server refused its voice: the key was not accepted. The browser reads aloud now.',
  'tts.serverFailed.unavailable': "The AGORA server's voice is not available now. The browser reads aloud now.",
  'tts.serverFailed.network': 'The AGORA server cannot be reached for its voice. The browser reads aloud now.',
  'tts.serverFailed.playback': "The AGORA server's audio could not be played. The browser reads aloud now.",
  'tts.serverAbsent': 'The AGORA server has no voice of its own; the browser reads aloud.',
  'tts.serverRetry': 'Try the AGORA voice again',
};
