import type { nlAnswerTools } from './nl-answer-tools';

export const enAnswerTools: Record<keyof typeof nlAnswerTools, string> = {
  'answer.actions': 'Actions for this answer',
  'answer.copy': 'Copy',
  'answer.copyMarkdown': 'Copy as Markdown',
  'answer.more': 'More actions',
  'answer.copied': 'Copied',
  'answer.copiedMarkdown': 'Copied as Markdown',
  'answer.copyRefused':
    'Copying failed: the browser did not allow the clipboard. Select the text and copy it with Ctrl+C.',
  'answer.note': 'Not right…',
  'answer.noteLabel': 'What is not right?',
  'answer.noteHint': 'Goes into the event log export, with this answer, for a bug report.',
  'answer.noteSave': 'Add to event log',
  'answer.noteCancel': 'Cancel',
  'answer.noteShown': 'Not right: {note}',
  'chat.stoppedShowing': 'Stopped — the server may still finish the answer',
  'run.stop': 'Stop',
};
