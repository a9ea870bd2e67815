import type { Page } from '@playwright/test';
import { appUrl, openApp } from './app-page';
import type { Target } from './app-page';
import { within } from './probe';

export interface HistoryOutcome {
  /** Click in the sidebar → the last message is in view; undefined when it never was (timeout). */
  visibleMs: number | undefined;
  rows: number;
  articles: number;
}

type HistoryWindow = Window & { __benchHistoryMs?: number };

/** Clicks the session `title` in the sidebar and times until `lastText` is visible in the transcript. */
export async function measureHistory(
  page: Page,
  target: Target,
  userId: string,
  title: string,
  lastText: string,
): Promise<HistoryOutcome> {
  await openApp(page, appUrl(target, { user: userId }));
  const button = page.getByRole('navigation', { name: 'Inspecties' }).getByRole('button', { name: title, exact: true });
  await button.waitFor();
  await page.evaluate((text) => {
    const w = window as HistoryWindow;
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    function poll(): void {
      for (const article of clickedAt > 0 ? document.querySelectorAll('[role="log"] article') : []) {
        const box = article.getBoundingClientRect();
        if (box.height > 0 && box.bottom > 0 && box.top < innerHeight && article.textContent?.includes(text)) {
          w.__benchHistoryMs = performance.now() - clickedAt;
          return;
        }
      }
      requestAnimationFrame(poll);
    }
    requestAnimationFrame(poll);
  }, lastText);
  await button.click();
  const visibleMs = await page
    .waitForFunction(() => (window as HistoryWindow).__benchHistoryMs, undefined, { timeout: 30_000, polling: 100 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => undefined);
  // Rows are measured and re-laid out after the first paint: count once that has settled.
  await page.waitForTimeout(1_000);
  const counts = await within(
    page.evaluate(() => {
      const log = document.querySelector('[role="log"]');
      return {
        rows: log?.querySelectorAll(':scope > ol > li, :scope > ul > li, :scope > li').length ?? 0,
        articles: log?.querySelectorAll('article').length ?? 0,
      };
    }),
    60_000,
    'counting rows',
  );
  return { visibleMs, ...counts };
}
