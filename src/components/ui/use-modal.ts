import { useEffect, useRef } from 'react';

/** Opens a native `<dialog>` as a modal while `open` (the browser traps focus and restores it). */
export function useModal(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
