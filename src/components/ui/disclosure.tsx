import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

interface DisclosureProps {
  /** What the button shows. */
  label: ReactNode;
  /** Its accessible name, when the label is a symbol. */
  ariaLabel?: string;
  /** The panel's content, rendered only while it is open. */
  children: ReactNode;
}

/**
 * A header button that opens a small panel of settings below it (across the screen on a phone or tablet), never
 * taller than the window: what does not fit scrolls inside it.
 * Escape closes it and puts focus back on the button; a press outside closes it too.
 */
export function Disclosure({ label, ariaLabel, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const buttonId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only this panel closes, not a sheet around it.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        id={buttonId}
        variant="inverse"
        size="sm"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-labelledby={buttonId}
          className="absolute top-full right-0 z-20 mt-2 grid max-h-[calc(100dvh-5rem)] w-72 max-w-[calc(100vw-2rem)] gap-3 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xl max-lg:fixed max-lg:inset-x-4 max-lg:top-auto max-lg:w-auto max-lg:max-w-none"
        >
          {children}
        </div>
      )}
    </div>
  );
}
