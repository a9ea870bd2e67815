import type { Browser, Page } from '@playwright/test';
import { HUGE_LIST_SIZE } from '../../mock-server/hostile/lists';
import { hostileScenario } from '../../mock-server/hostile/registry';
import { appUrl } from './app-page';
import type { Target } from './app-page';
import { count, ms, verdict } from './report';
import type { Row } from './report';
import { tablet, tabletContext, tabletOnItsSide, throttle } from './tablet';

/** No main-thread task over this while the list loads or scrolls (issue 34: it was over 5 s). */
const hugeListLongTaskMs = 200;
/** Pages loaded with "Meer laden" before scrolling: the list then holds this many × 20 sessions. */
const pagesLoaded = 10;
const scrollSteps = 30;

export interface HugeListOutcome {
  sessions: number;
  /** The same load against the plain mock (an empty list): the app's own start, what the huge list adds to. */
  baselineLoadLongTasks: number[];
  /** Navigation → the first session's button visible. */
  firstPageMs: number;
  loadLongTasks: number[];
  scrollLongTasks: number[];
  /** Per scroll step: scrollBy → two frames later. */
  scrollStepMs: number[];
  /** Rows and buttons in the sidebar once `pagesLoaded` pages are in. */
  rowsInDom: number;
  buttonsInDom: number;
}

const title = (n: number) => `Sessie ${n} van een server die niet pagineert`;

/** Every long task the page has had since the last call. */
const takeLongTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const tasks = (window as { __longTasks?: number[] }).__longTasks ?? [];
    return tasks.splice(0);
  });

/** The mock's `huge-session-list` attack on the app's own API origin: every list answer 10,000 sessions. */
async function serveHugeList(page: Page): Promise<void> {
  const attack = hostileScenario('huge-session-list').rest;
  await page.route(/\/sessions\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ response, body: attack?.({ method: 'GET', path, body }) ?? body });
  });
}

async function scrollTheList(page: Page): Promise<number[]> {
  const steps: number[] = [];
  for (let step = 0; step < scrollSteps; step++)
    steps.push(
      await page.evaluate(async () => {
        const list = document.querySelector('nav[aria-label="Inspecties"] ol')?.parentElement;
        const started = performance.now();
        list?.scrollBy(0, 700);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return performance.now() - started;
      }),
    );
  return steps;
}

/**
 * A fresh tablet page (on its side, so the list stands beside the chat) with the long-task observer, throttled;
 * `huge`: the list answers are the attack's.
 */
async function tabletPage(browser: Browser, huge: boolean): Promise<Page> {
  const context = await tabletContext(browser, tabletOnItsSide);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as { __longTasks?: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await throttle(await context.newCDPSession(page), () => undefined);
  if (huge) await serveHugeList(page);
  return page;
}

/** The app's own start on the tablet, its list empty: the long tasks until it has settled. */
async function baselineLoad(browser: Browser, target: Target): Promise<number[]> {
  const page = await tabletPage(browser, false);
  try {
    await page.goto(appUrl(target, { user: `bench-huge-list-baseline-${Date.now()}` }));
    await page.getByText('Nog geen inspecties.').waitFor();
    await page.waitForTimeout(2_000);
    return await takeLongTasks(page);
  } finally {
    await page
      .context()
      .close()
      .catch(() => undefined);
  }
}

/**
 * A server that ignores `limit=20` and answers 10,000 sessions, on the tablet profile: the load until the first
 * page is shown, then `pagesLoaded` pages, then scrolling the list; long tasks (PerformanceObserver) in each part.
 */
export async function measureHugeList(browser: Browser, target: Target): Promise<HugeListOutcome> {
  const baselineLoadLongTasks = await baselineLoad(browser, target);
  const page = await tabletPage(browser, true);
  try {
    const sidebar = page.getByRole('navigation', { name: 'Inspecties' });
    const started = performance.now();
    await page.goto(appUrl(target, { user: `bench-huge-list-${Date.now()}` }));
    await sidebar.getByRole('button', { name: title(1), exact: true }).waitFor();
    const firstPageMs = performance.now() - started;
    await page.waitForTimeout(2_000);
    const loadLongTasks = await takeLongTasks(page);
    const more = sidebar.getByRole('button', { name: 'Meer laden' });
    for (let pages = 1; pages <= pagesLoaded; pages++) {
      await more.click();
      await sidebar.getByRole('list').evaluate((list) => list.parentElement?.scrollTo({ top: 1e9 }));
      await sidebar.getByRole('button', { name: title((pages + 1) * 20), exact: true }).waitFor();
    }
    await sidebar.getByRole('list').evaluate((list) => list.parentElement?.scrollTo({ top: 0 }));
    const rowsInDom = await sidebar.getByRole('listitem').count();
    const buttonsInDom = await sidebar.getByRole('button').count();
    await takeLongTasks(page);
    const scrollStepMs = await scrollTheList(page);
    const scrollLongTasks = await takeLongTasks(page);
    return {
      sessions: HUGE_LIST_SIZE,
      baselineLoadLongTasks,
      firstPageMs,
      loadLongTasks,
      scrollLongTasks,
      scrollStepMs,
      rowsInDom,
      buttonsInDom,
    };
  } finally {
    await page
      .context()
      .close()
      .catch(() => undefined);
  }
}

const longest = (tasks: readonly number[]) => Math.max(0, ...tasks);

export function hugeListRows(outcome: HugeListOutcome): Row[] {
  const label = `${count(outcome.sessions)} sessions for a page of 20 (tablet, CPU ${tablet.cpuSlowdown}×)`;
  const load = longest(outcome.loadLongTasks);
  const scroll = longest(outcome.scrollLongTasks);
  const steps = [...outcome.scrollStepMs].sort((a, b) => a - b);
  return [
    { metric: `${label}: first page shown`, value: ms(outcome.firstPageMs), target: '—', result: '—' },
    {
      metric: `baseline, the same start with an empty list: longest task (count)`,
      value: `${ms(longest(outcome.baselineLoadLongTasks))} (${outcome.baselineLoadLongTasks.length})`,
      target: '—',
      result: '—',
    },
    {
      metric: `${label}: longest task while loading (count)`,
      value: `${ms(load)} (${outcome.loadLongTasks.length})`,
      target: `≤ ${hugeListLongTaskMs} ms`,
      result: verdict(load <= hugeListLongTaskMs),
    },
    {
      metric: `${label}: longest task while scrolling ${count((pagesLoaded + 1) * 20)} (count)`,
      value: `${ms(scroll)} (${outcome.scrollLongTasks.length})`,
      target: `≤ ${hugeListLongTaskMs} ms`,
      result: verdict(scroll <= hugeListLongTaskMs),
    },
    { metric: `${label}: scroll step, slowest`, value: ms(steps.at(-1)), target: '—', result: '—' },
    {
      metric: `${label}: rows / buttons in the sidebar`,
      value: `${outcome.rowsInDom} / ${outcome.buttonsInDom}`,
      target: '—',
      result: '—',
    },
  ];
}
