/** The Dutch texts of the gateway's voice in the read-aloud settings (registered when the settings load). */
export const nlGatewayVoice = {
  'tts.source': 'Stem',
  'tts.source.server': 'AGORA-server (ElevenLabs)',
  'tts.source.browser': 'Browser',
  'tts.browserVoice': 'Browserstem',
  'tts.serverFailed.refused':
    'De AGORA-server weigerde de stem: de sleutel werd niet geaccepteerd. De browser leest nu voor.',
  'tts.serverFailed.unavailable': 'De stem van de AGORA-server is nu niet beschikbaar. De browser leest nu voor.',
  'tts.serverFailed.network': 'De AGORA-server is niet bereikbaar voor de stem. De browser leest nu voor.',
  'tts.serverFailed.playback': 'Het geluid van de AGORA-server kon niet worden afgespeeld. De browser leest nu voor.',
  'tts.serverAbsent': 'De AGORA-server heeft geen eigen stem; de browser leest voor.',
  'tts.serverRetry': 'AGORA-stem opnieuw proberen',
};
