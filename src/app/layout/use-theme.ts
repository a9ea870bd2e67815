import { useLayoutEffect } from 'react';
import type { Theme } from '../../api/contract';

/** Puts the `dark` class on `<html>` for the dark theme, or when `system` and the device prefers dark; before paint, so no flash. */
export function useAppliedTheme(theme: Theme) {
  useLayoutEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () =>
      document.documentElement.classList.toggle(
        'dark',
        theme === 'dark' || (theme === 'system' && media?.matches === true),
      );
    apply();
    if (theme !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}
