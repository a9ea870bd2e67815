import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { useRun, useSessionActions } from '../../session/react/hooks';
import { useAppController } from '../../ui-state/app-controller';

/**
 * Escape stops the answer unless something else owns the key: an open dialog or sheet, a panel or editor that
 * handled it (`defaultPrevented`), or a field other than the message box.
 */
function escapeStops(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return false;
  if (document.querySelector('dialog[open]')) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('dialog, [role="dialog"], [role="menu"]')) return false;
  const field = target?.closest('input, textarea, select, [contenteditable="true"]');
  return !field || field.id === 'composer';
}

/** While an answer streams: Stop (or Escape) stops showing and reading it; the message box keeps focus. */
export function StopButton() {
  const t = useT();
  const running = useRun().status === 'running';
  const { stopAnswer } = useSessionActions();
  const { composerBox } = useAppController();
  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (!escapeStops(event)) return;
      event.preventDefault();
      stopAnswer();
    };
    // Bubbling: a dialog or panel that handles Escape first marks it handled.
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [running, stopAnswer]);
  if (!running) return null;
  const stop = () => {
    stopAnswer();
    composerBox.focus();
  };
  return (
    <Button size="sm" onClick={stop} aria-keyshortcuts="Escape" className="inline-flex items-center gap-1.5">
      <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-[2px] bg-current" />
      {t('run.stop')}
    </Button>
  );
}
