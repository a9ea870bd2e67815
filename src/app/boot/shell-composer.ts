import { webStorageOutbox, type OutboxStorage } from '../../session/outbox';
import type { Sender } from '../../session/sender';
import { useComposer } from '../../ui-state/composer-store';

/** Where index.html's box keeps a message before the app has named a thread (a first visit without `?thread=`). */
const earlyOutboxKey = 'hai.outbox.early';

interface ShellStorage {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  threadId: () => string;
}

/**
 * index.html paints the page's one message box before any script has loaded, and a tiny script of its own
 * (run as the page is parsed) makes Enter and the send button keep a message from the first paint: in the open
 * thread's outbox in storage (the app's one queue, see session/outbox.ts), or, before a thread was named, in an
 * early one whose messages go the one send path once the app runs. From then on every change in the box goes
 * into the composer store. The box itself is never replaced: the chat hosts it (src/ui-state/composer-box.ts).
 */
export function adoptShellComposer(
  box: HTMLTextAreaElement | null,
  sender: Sender,
  { storage, threadId }: ShellStorage,
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
  const early = webStorageOutbox(earlyOutboxKey, storage);
  const takeIn = () => {
    postEarly(early, sender);
    // The script wrote into the thread's stored outbox behind this page's back: the page takes it in.
    sender.outboxFor(threadId()).reload();
    sync();
  };
  box.addEventListener('hai:queued', takeIn);
  postEarly(early, sender);
  sync();
}

/** The early outbox's messages, in order, into the open thread's; what the thread cannot take now stays. */
function postEarly(early: OutboxStorage, sender: Sender): void {
  const items = early.load();
  if (items.length === 0) return;
  const left = items.filter((item) => item.kind !== 'message' || !sender.post(item));
  early.save(left);
}
