import type { Page } from '@playwright/test';
import { appUrl, openApp } from './app-page';
import type { Target } from './app-page';
import { within } from './probe';
import { heapAfterGc } from './soak';

export interface SessionToOpen {
  title: string;
  /** Plain text of the conversation's last message, unique to it. */
  lastText: string;
}

export interface ManySessionsOutcome {
  sessions: number;
  /** JS heap after GC once the first session is open, and once the last is. */
  heapAfterFirst: number;
  heapAfterLast: number;
  /** Click → last message visible, per session. */
  openMs: number[];
  /** First click → last session's last message visible, paging the sidebar included, the heap measurement after the first left out. */
  totalMs: number;
}

/** Resolves once an article of the transcript that contains `text` is in the viewport. */
async function lastMessageVisible(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      for (const article of document.querySelectorAll('[role="log"] article')) {
        const box = article.getBoundingClientRect();
        if (box.height > 0 && box.bottom > 0 && box.top < innerHeight && article.textContent?.includes(wanted))
          return true;
      }
      return false;
    },
    text,
    { timeout: 30_000, polling: 'raf' },
  );
}

/** The session's button in the sidebar, paging the list with "Meer laden" until it is there. */
async function sessionButton(page: Page, title: string) {
  const sidebar = page.getByRole('navigation', { name: 'Inspecties' });
  const button = sidebar.getByRole('button', { name: title, exact: true });
  const more = sidebar.getByRole('button', { name: 'Meer laden' });
  const items = sidebar.getByRole('listitem');
  for (let pages = 0; ; pages++) {
    await button.or(more).first().waitFor();
    if ((await button.count()) > 0) return button;
    if (pages >= 20) throw new Error(`no session "${title}" in the sidebar after ${pages} pages`);
    const before = await items.count();
    await more.click();
    for (const deadline = Date.now() + 30_000; (await items.count()) <= before; await page.waitForTimeout(50))
      if (Date.now() > deadline) throw new Error(`"Meer laden" added no sessions within 30 s`);
  }
}

/** Opens `sessions` one after the other from the sidebar, in one page, and measures the heap after the first and the last. */
export async function measureManySessions(
  page: Page,
  target: Target,
  userId: string,
  sessions: readonly SessionToOpen[],
  onProgress: (line: string) => void,
): Promise<ManySessionsOutcome> {
  const cdp = await page.context().newCDPSession(page);
  await openApp(page, appUrl(target, { user: userId }));
  const openMs: number[] = [];
  let heapAfterFirst = 0;
  let measuring = 0;
  const begun = performance.now();
  for (const [index, session] of sessions.entries()) {
    const button = await sessionButton(page, session.title);
    const started = performance.now();
    await button.click();
    await lastMessageVisible(page, session.lastText);
    openMs.push(performance.now() - started);
    if (index === 0) {
      heapAfterFirst = await heapAfterGc(page, cdp);
      measuring = performance.now() - started - (openMs[0] ?? 0);
    }
    if ((index + 1) % 10 === 0) onProgress(`many sessions: ${index + 1}/${sessions.length} open`);
  }
  const totalMs = performance.now() - begun - measuring;
  const heapAfterLast = await heapAfterGc(page, cdp);
  await within(cdp.detach(), 10_000, 'detaching CDP');
  return {
    sessions: sessions.length,
    heapAfterFirst,
    heapAfterLast,
    openMs,
    totalMs,
  };
}
