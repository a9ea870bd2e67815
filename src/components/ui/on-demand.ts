import { useEffect, useState } from 'react';

/**
 * A hook for a module's default export: loaded once the page has (its chunk, after-load, comes then anyway) or
 * sooner once it is wanted, and used at once once loaded. With React.lazy each first use suspends, and React holds a
 * Suspense fallback for at least 300 ms: a history opened that much later (measured).
 */
export function onDemand<T>(load: () => Promise<{ default: T }>): (wanted: boolean) => T | undefined {
  let loaded: T | undefined;
  const start = () => load().then((module) => (loaded = module.default));
  if (document.readyState === 'complete') void start();
  else addEventListener('load', start);
  return (wanted) => {
    const [, rerender] = useState(0);
    useEffect(() => {
      if (wanted && !loaded) void start().then(() => rerender(1));
    }, [wanted]);
    return loaded;
  };
}
