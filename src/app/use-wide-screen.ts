import { useSyncExternalStore } from 'react';

// Tailwind's `md` breakpoint: from here the session list stands beside the conversation.
const query = '(min-width: 48rem)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia?.(query);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/** A screen wide enough for the sidebar (tablet landscape, desktop); a phone gets it as a drawer. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? true);
}
