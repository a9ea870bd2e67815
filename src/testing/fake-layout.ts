import { afterAll, beforeAll } from 'vitest';

const faked = ['getBoundingClientRect', 'offsetHeight', 'clientHeight', 'scrollHeight', 'scrollTo'] as const;

/** A scroller is a viewport tall, a row (LI) a row tall, anything else flat; content moves up as its scroller scrolls. */
function fakeRect(element: HTMLElement, viewportPx: number, rowPx: number): DOMRect {
  const scroller = element.classList.contains('overflow-y-auto');
  const height = element.tagName === 'LI' ? rowPx : scroller ? viewportPx : 0;
  const top = scroller ? 0 : -(element.closest<HTMLElement>('.overflow-y-auto')?.scrollTop ?? 0);
  return {
    x: 0,
    y: top,
    top,
    left: 0,
    bottom: top + height,
    right: 800,
    width: 800,
    height,
    toJSON: () => ({}),
  } as DOMRect;
}

/** jsdom neither lays out nor scrolls: gives scrollers a viewport and rows a height, as a browser would. */
export function installFakeLayout(viewportPx = 600, rowPx = 30) {
  const originals = new Map(faked.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]));
  const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;
  beforeAll(() => {
    Object.defineProperties(HTMLElement.prototype, {
      getBoundingClientRect: {
        configurable: true,
        value(this: HTMLElement) {
          return fakeRect(this, viewportPx, rowPx);
        },
      },
      offsetHeight: {
        configurable: true,
        get(this: HTMLElement) {
          return heightOf(this);
        },
      },
      clientHeight: {
        configurable: true,
        get(this: HTMLElement) {
          return heightOf(this);
        },
      },
      scrollHeight: {
        configurable: true,
        get(this: HTMLElement) {
          return Math.max(
            heightOf(this),
            ...Array.from(this.children, (child) => parseFloat((child as HTMLElement).style.height) || 0),
          );
        },
      },
      scrollTo: {
        configurable: true,
        value(this: HTMLElement, options?: ScrollToOptions) {
          this.scrollTop = options?.top ?? this.scrollTop;
          queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
        },
      },
    });
  });
  afterAll(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
}
