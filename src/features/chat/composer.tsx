import { type FormEvent, lazy, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useT } from '../../i18n/use-t';
import { maxMessageLength } from '../../protocol/limits';
import { useAppController } from '../../ui-state/app-controller';
import type { ComposerBox } from '../../ui-state/composer-box';
import { useComposer } from '../../ui-state/composer-store';
import { useVoice } from '../../ui-state/voice-store';

// Voice input comes with the first screen's chunk, beside the entry: not part of the initial script.
const voice = () => import('./mic-button');
const MicButton = lazy(voice);
const VoiceBar = lazy(() => voice().then((module) => ({ default: module.VoiceBar })));

const compactQuery = '(pointer: coarse), (max-width: 39.99rem)';

/**
 * The page's one message box (index.html's, kept from the first paint) is hosted here, not rendered anew:
 * nothing typed, no caret and no IME composition is lost when the engine's chat takes over from the early one.
 * A change to the draft made elsewhere (sent, taken back to edit, heard) is written into it in the same task.
 */
function useHostedBox(
  box: ComposerBox,
  props: { text: string; readOnly: boolean; placeholder: string; invalid: boolean },
) {
  const { text, readOnly, placeholder, invalid } = props;
  const slot = useCallback((element: HTMLDivElement | null) => (element ? box.host(element) : undefined), [box]);
  useLayoutEffect(() => useComposer.subscribe(({ draft }) => box.write(draft)), [box]);
  useLayoutEffect(() => {
    const node = box.element();
    // The store's draft now, not this render's: a render that waited (a hidden, suspended chat shown again)
    // must not put back what was already sent.
    box.write(useComposer.getState().draft);
    node.readOnly = readOnly;
    node.placeholder = placeholder;
    node.setAttribute('aria-describedby', 'composer-counter');
    node.setAttribute('aria-invalid', String(invalid));
  }, [box, text, readOnly, placeholder, invalid]);
  return slot;
}

/** Every change in the box is the draft at once; Enter sends (Shift+Enter and an IME's Enter do not). */
function useBoxKeys(box: ComposerBox, submit: () => void) {
  const latest = useRef(submit);
  useLayoutEffect(() => {
    latest.current = submit;
  });
  useLayoutEffect(() => {
    const node = box.element();
    const onInput = () => useComposer.getState().setDraft(node.value);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing || event.keyCode === 229) return;
      event.preventDefault();
      latest.current();
    };
    node.addEventListener('input', onInput);
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('input', onInput);
      node.removeEventListener('keydown', onKeyDown);
    };
  }, [box]);
}

/** How much may still be typed, what is too much, or why nothing can be sent during a replay. */
function ComposerHint({ length, replaying }: { length: number; replaying: boolean }) {
  const t = useT();
  const over = length - maxMessageLength;
  return (
    <p
      id="composer-counter"
      className={`mt-1 ml-auto text-right text-xs ${over > 0 ? 'text-rose-700' : 'text-slate-500'}`}
    >
      {replaying
        ? t('composer.replay')
        : over > 0
          ? t('composer.tooLong', { over, max: maxMessageLength })
          : t('composer.counter', { count: length, max: maxMessageLength })}
    </p>
  );
}

/** Voice input and send: beside the box, or below it at the right on a phone. */
function ComposerButtons({ canSend }: { canSend: boolean }) {
  const t = useT();
  return (
    <div className="col-start-2 row-start-1 flex gap-3 max-sm:row-start-2 max-sm:mt-1 max-sm:self-start">
      <Suspense fallback={null}>
        <MicButton />
      </Suspense>
      <Button type="submit" variant="primary" size="lg" disabled={!canSend}>
        {t('composer.send')}
      </Button>
    </div>
  );
}

/**
 * Typing is never blocked by the connection, a running answer or the engine still loading: what is sent goes into
 * the open thread's outbox (the one send path) and waits there until it may go. Nothing goes during a replay.
 */
export function Composer({ replaying = false }: { replaying?: boolean }) {
  const t = useT();
  const text = useComposer((state) => state.draft);
  const listening = useVoice((state) => state.listening);
  // No Enter/Shift+Enter hint where there is no keyboard with Shift, nor room for it.
  const compact = useMediaQuery(compactQuery);
  const over = text.length - maxMessageLength;
  const canSend = text.trim() !== '' && over <= 0 && !replaying;

  const { sender, composerBox: box } = useAppController();
  // What the box holds now, not at the last render: Enter may come before React has caught up with the keys.
  // Straight to the one send path; the box empties once the message went.
  const submit = () => {
    if (replaying || !sender.send(box.element().value)) return;
    useComposer.getState().setDraft('');
    box.focus();
  };
  useBoxKeys(box, submit);
  const slot = useHostedBox(box, {
    text,
    readOnly: listening,
    placeholder: t(compact ? 'composer.placeholderShort' : 'composer.placeholder'),
    invalid: over > 0,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white px-4 py-3 sm:px-8">
      {/* A phone gives the box the whole row, the buttons beside the hints below it; wider, they stand beside it. */}
      <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3">
        <div className="col-start-1 row-start-1 max-sm:col-span-2">
          <label htmlFor="composer" className="sr-only">
            {t('composer.label')}
          </label>
          <div ref={slot} />
        </div>
        <ComposerButtons canSend={canSend} />
        <div className="col-start-1 row-start-2 flex min-w-0 flex-wrap items-start justify-between gap-x-3">
          <Suspense fallback={null}>
            <VoiceBar />
          </Suspense>
          <ComposerHint length={text.length} replaying={replaying} />
        </div>
      </div>
    </form>
  );
}
