import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'danger' | 'default';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the native `<dialog>`: the browser traps focus, Escape cancels, and focus
 * returns to what opened it. The safe answer (cancel) has the initial focus.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      titleId={titleId}
      className="m-auto w-[min(28rem,90vw)] rounded-2xl border border-slate-200 p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
      <div className="mt-6 flex justify-end gap-3">
        <Button size="lg" autoFocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} size="lg" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
