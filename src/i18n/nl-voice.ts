/** The Dutch texts of voice input and hands-free conversation. */
export const nlVoice = {
  'voice.mic': 'Inspreken',
  'voice.micHint': 'Vasthouden of tikken om in te spreken (Ctrl+Shift+Spatie)',
  'voice.listening': 'Luistert… spreek nu.',
  'voice.handsFree': 'Handsfree',
  'voice.sendAtOnce': 'Ingesproken bericht meteen versturen',
  'voice.error.not-allowed': 'Geen toegang tot de microfoon. Sta de microfoon toe voor deze site.',
  'voice.error.audio-capture': 'Geen microfoon gevonden.',
  'voice.error.no-speech': 'Ik hoorde niets. Probeer het opnieuw.',
  'voice.error.network': 'De spraakherkenning werkt nu niet. Typ je bericht.',
  'voice.loop.answering': 'Handsfree: ik luister weer na het antwoord. Zeg “stop” om te stoppen.',
  'voice.loop.approval': 'Handsfree wacht op je besluit over de toestemming.',
  'voice.loop.stopped': 'Handsfree gestopt.',
  'voice.loop.no-speech': 'Handsfree gestopt: ik hoorde niets.',
  'voice.approvalAsk': 'Toestemming nodig: {tool}. {reasoning} Kies Goedkeuren of Afwijzen op het scherm.',
};
