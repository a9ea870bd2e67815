import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { useSessionActions } from '../../session/react/hooks';

/** The form for a "klopt niet" note: kept exactly as typed; Escape or Annuleren closes it without a trace. */
export function NoteForm({ messageId, onDone }: { messageId: string; onDone: () => void }) {
  const t = useT();
  const { noteAnswer } = useSessionActions();
  const [text, setText] = useState('');
  const id = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    noteAnswer(messageId, text);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };
  return (
    <form onSubmit={save} onKeyDown={onKeyDown} className="mt-1 flex w-full flex-col gap-1">
      <label htmlFor={`${id}-note`} className="font-medium text-slate-800">
        {t('answer.noteLabel')}
      </label>
      <textarea
        id={`${id}-note`}
        autoFocus
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-900 focus:outline-2 focus:outline-teal-600"
      />
      <p id={`${id}-hint`} className="text-slate-600">
        {t('answer.noteHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={text.trim() === ''}>
          {t('answer.noteSave')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('answer.noteCancel')}
        </Button>
      </div>
    </form>
  );
}

/** The note on the answer, as typed. */
export function ShownNote({ note }: { note: string }) {
  const t = useT();
  return (
    <p className="mt-2 rounded-md border-l-4 border-rose-500 bg-rose-50 px-2 py-1 text-sm break-words whitespace-pre-wrap text-rose-900">
      {t('answer.noteShown', { note })}
    </p>
  );
}
