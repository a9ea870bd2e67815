import { useMediaQuery } from '../../components/ui/use-media-query';

/**
 * From this width on (Tailwind's `lg`, 1,024 px) the session list stands beside the conversation, the header shows
 * everything and the debug panels fit beside the chat (tablet landscape, desktop). Below it (phone, tablet
 * portrait) the list is a drawer: beside it a portrait tablet's message box kept barely 250 px. The one place
 * of this value: index.html's first screen (`lg:`) mirrors it.
 */
export const SIDEBAR_BESIDE_FROM = '64rem';
const wide = `(min-width: ${SIDEBAR_BESIDE_FROM})`;

/** A screen wide enough for the sidebar (tablet landscape, desktop); a phone or an upright tablet gets a drawer. */
export function useWideScreen(): boolean {
  return useMediaQuery(wide);
}

/** A screen with room for the full header and the debug panels beside the chat (tablet landscape, desktop). */
export function useLargeScreen(): boolean {
  return useMediaQuery(wide);
}
