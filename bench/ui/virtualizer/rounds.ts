import type { Browser, Page } from '@playwright/test';
import { archiveSessionId } from '../../../mock-server/seed-archive';
import type { MockServer } from '../../../mock-server/server';
import { appUrl, onFreshPage, openApp, send } from '../app-page';
import type { Target } from '../app-page';
import { measureHistory } from '../history';
import { probe } from '../probe';
import { percentile } from '../report';
import { countWork, rowsAndGap, sampleRows, scrollSweep } from './page-measures';

/** One variant's numbers from one round, by metric name. */
export type Sample = Record<string, number>;

export interface RoundSetup {
  browser: Browser;
  server: MockServer;
  /** The large conversation's title and the plain text its last message starts with. */
  large: { title: string; lastText: string };
  maxDeltas: number;
  pacedDeltas: number;
  sweepFrames: number;
}

const slackMs = 120_000;
let copies = 0;

/** A fresh copy of the 2,000-message conversation, so no stream sees an earlier one's answer. */
function copyOfArchive(server: MockServer): { threadId: string; userId: string } {
  const original = server.store.get(archiveSessionId);
  if (!original) throw new Error(`the mock server has no session ${archiveSessionId}`);
  const threadId = `virtualizer-compare-${++copies}`;
  server.store.put({ ...original, sessionId: threadId, history: [...original.history] });
  return { threadId, userId: original.userId };
}

/** The firehose (`deltas` at `rate` per second, 0: as fast as the socket drains) into a copy of the archive. */
async function stream(page: Page, target: Target, setup: RoundSetup, deltas: number, rate: number): Promise<Sample> {
  const thread = copyOfArchive(setup.server);
  const query = `?firehose=${deltas}&rate=${rate}&para=0`;
  await openApp(page, appUrl(target, { thread: thread.threadId, user: thread.userId }, query));
  await page.locator('[role="log"] article').first().waitFor();
  await page.waitForTimeout(1_500);
  const work = await countWork(page);
  await sampleRows(page);
  await probe.begin(page);
  await send(page, 'Firehose-meting');
  const complete = await probe.caughtUp(page, (rate > 0 ? (deltas / rate) * 1000 : 0) + slackMs);
  const result = await probe.end(page);
  const done = await work();
  // Gone from the sidebar again: twenty copies would push the 5,000-message conversation off its first page.
  setup.server.store.delete(thread.threadId);
  await page.waitForTimeout(300);
  const { maxRows, bottomGap } = await rowsAndGap(page);
  const lags = [...result.lags].sort((a, b) => a - b);
  const seconds = result.durationMs / 1000;
  return {
    complete: complete && result.shown === deltas ? 1 : 0,
    fps: result.frames / seconds,
    deltasPerSecond: result.shown / seconds,
    lagP50: percentile(lags, 50),
    lagP95: percentile(lags, 95),
    longTasks: result.longTasks.length,
    longestTask: Math.max(0, ...result.longTasks),
    scriptMs: done.scriptMs,
    layoutMs: done.layoutMs + done.styleMs,
    maxRows,
    bottomGap,
  };
}

/** Opens the 5,000-message conversation from the sidebar, then scrolls up through it fast. */
async function history(page: Page, target: Target, setup: RoundSetup): Promise<Sample> {
  const opened = await measureHistory(page, target, 'archief', setup.large.title, setup.large.lastText);
  const work = await countWork(page);
  const sweep = await scrollSweep(page, setup.sweepFrames, 600);
  const done = await work();
  const frames = [...sweep.frames].sort((a, b) => a - b);
  return {
    visibleMs: opened.visibleMs ?? Number.NaN,
    rows: opened.rows,
    frameP50: percentile(frames, 50),
    frameP95: percentile(frames, 95),
    frameMax: frames.at(-1) ?? Number.NaN,
    longTasks: sweep.longTasks.length,
    blankFrames: sweep.blankFrames,
    maxRows: sweep.maxRows,
    scriptMs: done.scriptMs,
    layoutMs: done.layoutMs + done.styleMs,
  };
}

/** One round for one variant: the max-rate firehose, the paced one, the large history. Keys are `phase: metric`. */
export async function round(target: Target, setup: RoundSetup): Promise<Sample> {
  const prefixed = (phase: string, sample: Sample) =>
    Object.fromEntries(Object.entries(sample).map(([key, value]) => [`${phase}: ${key}`, value]));
  const fast = await onFreshPage(setup.browser, (page) => stream(page, target, setup, setup.maxDeltas, 0));
  const paced = await onFreshPage(setup.browser, (page) => stream(page, target, setup, setup.pacedDeltas, 1_000));
  const large = await onFreshPage(setup.browser, (page) => history(page, target, setup));
  return {
    ...prefixed('firehose max rate', fast),
    ...prefixed('firehose 1,000/s', paced),
    ...prefixed('history', large),
  };
}
