import { useEffect, type RefObject } from 'react';

interface ViewportBox {
  height: number;
  offsetTop: number;
  scale: number;
}

/**
 * How many pixels at the bottom of the layout viewport an on-screen keyboard covers. Zoomed in, the visual
 * viewport is small for another reason: 0.
 */
export function keyboardInset(layoutHeight: number, viewport: ViewportBox): number {
  if (viewport.scale > 1.01) return 0;
  return Math.max(0, Math.round(layoutHeight - viewport.height - viewport.offsetTop));
}

/**
 * Keeps `--keyboard-inset` on the element up to date from `visualViewport`. Where the browser shrinks the page
 * for the keyboard (Chrome on Android, with `interactive-widget=resizes-content`) it stays 0; where it only
 * overlays the page (Safari on iOS) it is the height the keyboard covers.
 */
export function useKeyboardInset(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const target = element.current;
    if (!viewport || !target) return;
    const update = () =>
      target.style.setProperty('--keyboard-inset', `${keyboardInset(window.innerHeight, viewport)}px`);
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      target.style.removeProperty('--keyboard-inset');
    };
  }, [element]);
}
