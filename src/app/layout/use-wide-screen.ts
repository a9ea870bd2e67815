import { useMediaQuery } from '../../components/ui/use-media-query';

// Tailwind's `md`: from here the session list stands beside the conversation (tablet portrait and up).
const wide = '(min-width: 48rem)';
// Tailwind's `lg`: from here the header shows everything and the debug panels fit beside the chat.
const large = '(min-width: 64rem)';

/** A screen wide enough for the sidebar (tablet, desktop); a phone gets it as a drawer. */
export function useWideScreen(): boolean {
  return useMediaQuery(wide);
}

/** A screen with room for the full header and the debug panels beside the chat (tablet landscape, desktop). */
export function useLargeScreen(): boolean {
  return useMediaQuery(large);
}
