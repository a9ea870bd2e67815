import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useReplayProgress, useSessionActions } from '../../session/hooks';
import { useFocus } from '../../ui-state/focus-store';

export const maxMessageLength = 10_000;

/** Typing is never blocked by the connection or a running answer: what is sent then waits in the outbox. */
export function Composer() {
  const t = useT();
  const { sendMessage } = useSessionActions();
  const replaying = useReplayProgress() !== undefined;
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const over = text.length - maxMessageLength;
  const canSend = text.trim() !== '' && over <= 0 && !replaying;

  // A message taken back to be edited comes here, before whatever was being typed (nothing typed is lost).
  useEffect(
    () =>
      useFocus.subscribe((focus, previous) => {
        const draft = focus.draft;
        if (!draft || draft === previous.draft) return;
        setText((current) => (current.trim() ? `${draft.id}\n\n${current}` : draft.id));
        field.current?.focus();
      }),
    [],
  );

  const submit = () => {
    if (!canSend) return;
    sendMessage(text.trim());
    setText('');
    field.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white px-4 py-3 sm:px-8">
      <div className="mx-auto flex max-w-4xl items-end gap-3">
        <div className="flex-1">
          <label htmlFor="composer" className="sr-only">
            {t('composer.label')}
          </label>
          <textarea
            id="composer"
            ref={field}
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('composer.placeholder')}
            aria-describedby="composer-counter"
            aria-invalid={over > 0}
            className="block max-h-48 min-h-12 w-full resize-y rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:bg-white focus:outline-2 focus:outline-teal-600"
          />
          <p
            id="composer-counter"
            className={`mt-1 text-right text-xs ${over > 0 ? 'text-rose-700' : 'text-slate-500'}`}
          >
            {replaying
              ? t('composer.replay')
              : over > 0
                ? t('composer.tooLong', { over, max: maxMessageLength })
                : t('composer.counter', { count: text.length, max: maxMessageLength })}
          </p>
        </div>
        <button
          type="submit"
          disabled={!canSend}
          className="mb-6 rounded-xl bg-teal-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}
