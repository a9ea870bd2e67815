import type { Sender } from '../../session/sender';
import { useComposer } from '../../ui-state/composer-store';

/** What index.html's early script keeps: messages sent before the app ran, and where later ones go. */
interface EarlyShell {
  queue: string[];
  send?: (text: string) => void;
}

declare global {
  interface Window {
    __HAI_EARLY__?: EarlyShell;
  }
}

/**
 * index.html paints the page's one message box before any script has loaded, and a tiny script of its own
 * (run as the page is parsed) makes Enter and the send button queue a message from the first paint. From the
 * moment the app runs, every change in the box goes into the composer store, and what was queued (and will
 * be, until the chat takes the box over) goes the one send path: into the open thread's outbox, where the
 * engine finds it. The box itself is never replaced: the chat hosts it (src/ui-state/composer-box.ts).
 */
export function adoptShellComposer(
  box: HTMLTextAreaElement | null,
  sender: Sender,
  early: EarlyShell | undefined = window.__HAI_EARLY__,
): void {
  if (!box) return;
  // A draft kept from the last visit joins what was typed before the scripts ran, in that order.
  const kept = useComposer.getState().draft;
  if (kept) box.value = [kept, box.value].filter(Boolean).join('\n');
  const sync = () => {
    const { draft, setDraft } = useComposer.getState();
    if (draft !== box.value) setDraft(box.value);
  };
  box.addEventListener('input', sync);
  const queue = (text: string) => {
    sender.send(text);
    sync();
  };
  if (early) {
    early.queue.splice(0).forEach(queue);
    early.send = queue;
  }
  sync();
}
