import { useEffect, useRef, type RefObject } from 'react';

interface ModalFocus {
  /** Takes the focus when the dialog opens, instead of its first focusable element (e.g. its heading). */
  initial?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when what had it before is gone (the button that opened it was removed). */
  fallback?: () => HTMLElement | null;
}

/** Opens a native `<dialog>` as a modal while `open` (the browser traps focus and restores it). */
export function useModal(open: boolean, focus: ModalFocus = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { initial, fallback } = focus;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initial?.current?.focus();
    }
    if (!open && element.open) {
      element.close();
      const active = document.activeElement;
      if (!active || active === document.body) fallback?.()?.focus();
    }
  }, [open, initial, fallback]);
  return dialog;
}
