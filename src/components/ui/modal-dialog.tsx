import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useModal } from './use-modal';

interface ModalDialogProps {
  open: boolean;
  /** Escape, or whatever the dialog offers to leave it. */
  onClose: () => void;
  /** The id of the dialog's heading. */
  titleId: string;
  className: string;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

const focusable = 'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a native modal keeps the
 * page behind it inert but lets Tab leave for the browser's own controls, and a keyboard user then has to find
 * the way back.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (item) => !item.matches(':disabled') && (item.checkVisibility?.() ?? true),
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last || document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A native `<dialog>` shown as a modal while `open`: the browser makes the page behind it inert and gives focus
 * back on closing, and Tab goes round inside it; Escape asks the owner to close it rather than closing it behind
 * React's back.
 */
export function ModalDialog({ open, onClose, titleId, className, onClick, children }: ModalDialogProps) {
  const dialog = useModal(open);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      onKeyDown={keepFocusInside}
      className={className}
    >
      {children}
    </dialog>
  );
}
