import type { Browser, Page } from '@playwright/test';
import { addProbe } from './probe';

export interface Target {
  appUrl: string;
  wsUrl: string;
}

/** The app's URL with `?ws=` (plus the mock's per-connection switches) and any other parameters. */
export function appUrl(target: Target, params: Record<string, string>, wsQuery = ''): string {
  const search = new URLSearchParams({ ...params, ws: `${target.wsUrl}${wsQuery}` });
  return `${target.appUrl}/?${search.toString()}`;
}

/** A fresh context per phase: nothing (open thread, caches) carries over from the previous one. */
export async function newPage(browser: Browser, { probe = true } = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  if (probe) await addProbe(page);
  return page;
}

/** Runs `run` on a new page in a context of its own, closed afterwards whatever happened. */
export async function onFreshPage<T>(
  browser: Browser,
  run: (page: Page) => Promise<T>,
  options: { probe?: boolean } = {},
): Promise<T> {
  const page = await newPage(browser, options);
  try {
    return await run(page);
  } finally {
    await page
      .context()
      .close()
      .catch(() => undefined);
  }
}

export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByText('Verbonden').first().waitFor();
}

export async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Bericht aan AGORA' });
  await composer.fill(text);
  await composer.press('Enter');
}
