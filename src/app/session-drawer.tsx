import type { ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { useModal } from '../components/ui/use-modal';
import { useT } from '../i18n/use-t';

interface SessionDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The session list on a phone: a modal panel from the left (focus kept inside, Escape or a tap beside it closes). */
export function SessionDrawer({ open, onClose, children }: SessionDrawerProps) {
  const t = useT();
  const dialog = useModal(open);
  return (
    <dialog
      ref={dialog}
      aria-label={t('sessions.label')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-[min(20rem,85vw)] bg-white p-0 backdrop:bg-slate-900/40"
    >
      {open && (
        <div className="flex h-full flex-col">
          <Button variant="link" onClick={onClose} className="m-2 self-end">
            {t('sessions.closeDrawer')}
          </Button>
          <div className="min-h-0 flex-1">{children}</div>
        </div>
      )}
    </dialog>
  );
}
