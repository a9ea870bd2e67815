import { useSyncExternalStore } from 'react';
import { Composer } from '../../features/chat/composer';
import { useT } from '../../i18n/use-t';
import { useSender } from '../../ui-state/app-controller';

/**
 * The conversation's place while its engine loads: the message box works at once, and what is sent waits in
 * the thread's outbox (kept across a reload) until the engine shows and sends it, in order, once.
 */
export function EarlyChat({ threadId }: { threadId: string }) {
  const t = useT();
  const outbox = useSender().outboxFor(threadId);
  const items = useSyncExternalStore(
    (changed) => outbox.subscribe(changed),
    () => outbox.items(),
  );
  const waiting = items.filter((item) => item.kind === 'message');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div aria-busy="true" className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-8">
        {waiting.length > 0 && (
          <ul aria-label={t('composer.earlyLabel')} className="mx-auto flex max-w-4xl flex-col items-end gap-2">
            {waiting.map((message) => (
              <li key={message.clientId} className="max-w-[80%] rounded-2xl bg-sky-800 px-4 py-2 text-on-accent">
                <p className="whitespace-pre-wrap">{message.text}</p>
                <p className="text-xs opacity-90">{t('composer.earlyWaiting')}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Composer />
    </div>
  );
}
