import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

const safeTop = 'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]';

/** A panel along the left or right edge (a tap beside it closes it), or the whole screen. */
const placements = {
  left: `my-0 mr-auto ml-0 w-[min(24rem,85vw)] pl-[env(safe-area-inset-left)] ${safeTop}`,
  right: `my-0 mr-0 ml-auto w-[min(24rem,100vw)] pr-[env(safe-area-inset-right)] ${safeTop}`,
  full: `m-0 w-full pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] ${safeTop}`,
} as const;

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side: keyof typeof placements;
  /** Its surface: background and text colour. */
  surface?: string;
  /** Fills the space below the title bar; scrolls itself when it must. */
  children: ReactNode;
}

/**
 * A modal sheet on the native `<dialog>`, for phones and tablets: the browser traps focus and gives it back
 * on closing; Escape and the close button close it. Its content is only rendered while it is open.
 */
export function Sheet({
  open,
  onClose,
  title,
  closeLabel,
  side,
  surface = 'bg-white text-slate-900',
  children,
}: SheetProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      onClick={(event) => {
        if (side !== 'full' && event.target === event.currentTarget) onClose();
      }}
      className={`h-dvh max-h-none max-w-none p-0 backdrop:bg-slate-900/40 ${placements[side]} ${surface}`}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
              {title}
            </h2>
            <Button onClick={onClose}>
              <span aria-hidden>✕ </span>
              {closeLabel}
            </Button>
          </div>
          <div className="min-h-0 flex-1">{children}</div>
        </div>
      )}
    </ModalDialog>
  );
}
