import { useId, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Rendered only while open, so a form starts afresh each time. */
  children: ReactNode;
}

/** A centred modal with a heading, narrow enough for a phone, scrolling when the keyboard leaves little room. */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      {open && (
        <div className="grid gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </ModalDialog>
  );
}
