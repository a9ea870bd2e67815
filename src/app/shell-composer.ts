import { maxMessageLength } from '../features/chat/composer';
import { useComposer } from '../ui-state/composer-store';

/**
 * index.html paints a plain message box before any script has loaded, so typing starts with the first
 * paint. From the moment the app runs, every change in it goes straight into the composer store; when
 * React replaces the page, its own box shows the same text and takes focus and caret (see the composer's
 * focus handoff). Nothing typed in between can be lost: there is no copy step to miss a keystroke.
 */
export function adoptShellComposer(box: HTMLTextAreaElement | null, threadId: () => string): void {
  if (!box) return;
  // A draft kept from the last visit joins what was typed before the scripts ran, in that order.
  const kept = useComposer.getState().draft;
  if (kept) box.value = [kept, box.value].filter(Boolean).join('\n');
  const sync = () => {
    // Taken off the page by React's first render: from then on the conversation's own box holds the text.
    if (!box.isConnected) return;
    const { draft, setDraft, setHandoff } = useComposer.getState();
    if (draft !== box.value) setDraft(box.value);
    const focused = document.activeElement === box;
    setHandoff(focused ? { start: box.selectionStart, end: box.selectionEnd } : undefined);
  };
  for (const type of ['input', 'focus', 'select', 'keyup', 'pointerup'] as const) box.addEventListener(type, sync);
  // Chromium blurs a focused box while React removes it, when it is still connected: a blur counts only if the
  // box is still on the page once that is over.
  box.addEventListener('blur', () => queueMicrotask(sync));
  // Enter sends as in the conversation's box: the message waits in the early queue for the engine.
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    const text = box.value.trim();
    if (!text || text.length > maxMessageLength) return;
    useComposer.getState().queueEarly({ threadId: threadId(), text, at: Date.now() });
    box.value = '';
    sync();
  });
  sync();
}
