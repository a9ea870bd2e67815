import type { CDPSession, Page } from '@playwright/test';
import { nameShim } from './probe';

/** ms after navigation start (`performance.timeOrigin`), as the page saw them. */
export interface LoadMarks {
  /** After the first frame in which the message box is there, enabled, writable and visible. */
  composer?: number;
  /**
   * After the first frame in which the app hosts the message box (index.html paints it first and it takes typing
   * from then on; from this mark the app's own composer handles Enter).
   */
  engine?: number;
  /** After the first frame in which a session of the sidebar is visible. */
  sessions?: number;
  fcp?: number;
  lcp?: number;
  lcpElement?: string;
  domContentLoaded?: number;
  load?: number;
  longTasks: { start: number; duration: number }[];
  /** The page had a service worker controlling it. */
  controlled: boolean;
}

type LoadWindow = Window & { __benchLoad?: LoadMarks };

/**
 * Runs before the app: on every DOM change, checks in the next animation frame whether the composer is usable
 * and the session list shown; each mark is taken in the page, not through Playwright's round trips, once that
 * frame's work is done. Nothing here polls: it does no work while the page does none.
 */
function installLoadProbe(): void {
  const marks: LoadMarks = { longTasks: [], controlled: navigator.serviceWorker?.controller != null };
  (window as LoadWindow).__benchLoad = marks;
  const shown = (element: Element | null): boolean =>
    element !== null && element.checkVisibility() && element.closest('[inert]') === null;
  const writable = (element: Element | null): boolean =>
    element instanceof HTMLTextAreaElement && !element.disabled && !element.readOnly && shown(element);
  // A message posted in the frame runs once the frame's rendering work is done: the main thread is free for input.
  const afterFrame = (mark: (now: number) => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => mark(performance.now());
    channel.port2.postMessage(undefined);
  };
  let queued = false;
  const seen = { composer: false, engine: false, sessions: false };
  // The page's one box (index.html's) is the app's once the app hosts it inside its own root.
  const rendered = (element: Element | null): boolean => element?.closest('#root') != null;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      if (!seen.composer && writable(document.querySelector('textarea#composer'))) {
        seen.composer = true;
        afterFrame((now) => (marks.composer = now));
      }
      if (!seen.engine && seen.composer && rendered(document.querySelector('textarea#composer'))) {
        seen.engine = true;
        afterFrame((now) => (marks.engine = now));
      }
      if (!seen.sessions && shown(document.querySelector('nav[aria-label="Inspecties"] ul > li button'))) {
        seen.sessions = true;
        afterFrame((now) => (marks.sessions = now));
      }
      if (seen.composer && seen.engine && seen.sessions) observer.disconnect();
    });
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'readonly', 'hidden', 'inert', 'class', 'style'],
  });
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      marks.lcp = entry.startTime;
      marks.lcpElement = entry.element ? describe(entry.element) : undefined;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

export async function addLoadProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: nameShim });
  await page.addInitScript(installLoadProbe);
}

/**
 * The marks so far, read with a bare Runtime.evaluate: Playwright's own evaluate would first inject its
 * helper scripts, work the page's (slowed) main thread does not otherwise have while it loads.
 */
export async function peekMarks(cdp: CDPSession): Promise<LoadMarks | undefined> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'JSON.stringify(window.__benchLoad ?? null)',
    returnByValue: true,
  });
  return typeof result.value === 'string' ? ((JSON.parse(result.value) as LoadMarks | null) ?? undefined) : undefined;
}

/** Everything once the load settled, with paint and navigation timing. */
export async function readMarks(page: Page): Promise<LoadMarks> {
  const marks = await page.evaluate(() => {
    const own = (window as LoadWindow).__benchLoad;
    if (!own) return undefined;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      ...own,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      domContentLoaded: navigation?.domContentLoadedEventEnd,
      load: navigation?.loadEventEnd || undefined,
    };
  });
  if (!marks) throw new Error('the page has no load probe');
  return marks;
}
