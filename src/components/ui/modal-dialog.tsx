import type { MouseEvent, ReactNode } from 'react';
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

/**
 * A native `<dialog>` shown as a modal while `open`: the browser traps focus and gives it back on closing;
 * Escape asks the owner to close it rather than closing it behind React's back.
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
      className={className}
    >
      {children}
    </dialog>
  );
}
