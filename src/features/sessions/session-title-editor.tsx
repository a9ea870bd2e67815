import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';

const maxTitle = 200;

interface TitleEditorProps {
  title: string;
  onSave: (title: string) => void;
  onDone: () => void;
}

/** The title as an input: Enter keeps the new one, Escape (or leaving it empty or the same) keeps the old. */
export function SessionTitleEditor({ title, onSave, onDone }: TitleEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState(title);
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = draft.trim();
    if (next && next !== title) onSave(next);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };
  return (
    <form onSubmit={commit} className="px-2 py-1.5">
      <input
        autoFocus
        value={draft}
        maxLength={maxTitle}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit()}
        aria-label={t('sessions.renameLabel', { title })}
        className="w-full rounded-md border border-teal-600 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-teal-600 pointer-coarse:min-h-11"
      />
    </form>
  );
}
