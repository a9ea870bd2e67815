/** The texts of what can be done with an answer (copy, stop, "klopt niet"); join with the session's chunk. */
export const nlAnswerTools = {
  'answer.actions': 'Acties voor dit antwoord',
  'answer.copy': 'Kopiëren',
  'answer.copyMarkdown': 'Kopiëren als Markdown',
  'answer.more': 'Meer acties',
  'answer.copied': 'Gekopieerd',
  'answer.copiedMarkdown': 'Gekopieerd als Markdown',
  'answer.copyRefused':
    'Kopiëren lukte niet: de browser gaf het klembord niet vrij. Selecteer de tekst en kopieer met Ctrl+C.',
  'answer.note': 'Klopt niet…',
  'answer.noteLabel': 'Wat klopt er niet?',
  'answer.noteHint': 'Komt in de export van de eventlog, bij dit antwoord, voor een foutmelding.',
  'answer.noteSave': 'Toevoegen aan eventlog',
  'answer.noteCancel': 'Annuleren',
  'answer.noteShown': 'Klopt niet: {note}',
  'chat.stoppedShowing': 'Gestopt — de server kan het antwoord nog afmaken',
  'run.stop': 'Stoppen',
};
