import { lazy, Suspense, useEffect, useState } from 'react';
import { isHelpKey } from './shortcut-key';

const ShortcutDialog = lazy(() => import('./shortcut-dialog'));

/** `?` outside a text field opens the keyboard-shortcut overview; its code loads on the first press. */
export default function ShortcutHelp() {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isHelpKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (open === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
