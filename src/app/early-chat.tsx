import { useShallow } from 'zustand/react/shallow';
import { Composer } from '../features/chat/composer';
import { useT } from '../i18n/use-t';
import { useComposer } from '../ui-state/composer-store';

/**
 * The conversation's place while its engine loads: the message box works at once, and what is sent
 * waits (kept across a reload) until the engine takes it over and sends it, in order, once.
 */
export function EarlyChat({ threadId }: { threadId: string }) {
  const t = useT();
  const waiting = useComposer(useShallow((state) => state.early.filter((message) => message.threadId === threadId)));
  const queueEarly = useComposer((state) => state.queueEarly);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div aria-busy="true" className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-8">
        {waiting.length > 0 && (
          <ul aria-label={t('composer.earlyLabel')} className="mx-auto flex max-w-4xl flex-col items-end gap-2">
            {waiting.map((message) => (
              <li key={message.at} className="max-w-[80%] rounded-2xl bg-sky-800 px-4 py-2 text-on-accent">
                <p className="whitespace-pre-wrap">{message.text}</p>
                <p className="text-xs opacity-90">{t('composer.earlyWaiting')}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Composer onSend={(text) => queueEarly({ threadId, text, at: Date.now() })} />
    </div>
  );
}
