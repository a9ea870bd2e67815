import { useEffect, useState } from 'react';

export interface SeenEnd {
  /** The end of the list has been in view at least once (it stays so). */
  seen: boolean;
  /** The list is longer than its region: it has to be scrolled to be read. */
  overflowing: boolean;
}

/**
 * Whether the inspector has had the end of a scrolling region in view: `end` is an element after the last item,
 * watched inside `region`. A list that fits is seen as soon as it shows; a closed dialog shows nothing, so it is
 * not seen then. A browser without IntersectionObserver cannot tell, and is not made to wait.
 */
export function useSeenEnd(region: HTMLElement | null, end: HTMLElement | null): SeenEnd {
  const [state, setState] = useState<SeenEnd>(() => ({
    seen: typeof IntersectionObserver === 'undefined',
    overflowing: false,
  }));
  useEffect(() => {
    const root = region;
    const target = end;
    if (!root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        const overflowing = root.scrollHeight > root.clientHeight + 1;
        setState((was) =>
          was.seen || (!inView && was.overflowing === overflowing) ? was : { seen: inView, overflowing },
        );
      },
      // A pixel or two of rounding at the bottom still counts as the end.
      { root, rootMargin: '0px 0px 4px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [region, end]);
  return state;
}
