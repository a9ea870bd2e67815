import { afterEach } from 'vitest';

type Listener = () => void;

const listeners = new Set<Listener>();
let width = 1280;

/** Whether a media query holds at the current width: `(min-width: …rem)` (16 px a rem), nothing else. */
function matches(query: string): boolean {
  const rem = /min-width:\s*([\d.]+)rem/.exec(query);
  return rem ? width >= Number(rem[1]) * 16 : false;
}

/** jsdom has no `matchMedia`: this one answers min-width queries for a screen of the given width. */
export function setScreenWidth(px: number) {
  width = px;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  for (const listener of [...listeners]) listener();
}

afterEach(() => {
  listeners.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});
