import { useRef, type ReactNode } from 'react';
import { useKeyboardInset } from './use-keyboard-inset';

/** The composer's place at the bottom of the chat: above the on-screen keyboard and clear of the device's edges. */
export function ComposerDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useKeyboardInset(dock);
  return (
    <div
      ref={dock}
      className="bg-white pr-[env(safe-area-inset-right)] pb-[max(env(safe-area-inset-bottom),var(--keyboard-inset,0px))] pl-[env(safe-area-inset-left)]"
    >
      {children}
    </div>
  );
}
