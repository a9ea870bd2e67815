import { resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { buildApp, serveStatic } from './app-server';
import { addLoadProbe, peekMarks, readMarks } from './load-probe';
import type { LoadMarks } from './load-probe';
import { recordNetwork, transferred } from './network-log';
import type { NetworkLog, WaterfallEntry } from './network-log';
import { listBesideFrom, tablet, tabletContext, throttle } from './tablet';

export interface Visit {
  marks: LoadMarks;
  transferred: ReturnType<typeof transferred>;
  /** A character typed into the composer after the load showed up in it. */
  typed: boolean;
}

interface ColdLoadRuns {
  first: Visit[];
  repeat: Visit[];
  /** Per run, the service worker when the first visit had settled: none, or how far it got. */
  serviceWorker: string[];
  /** The requests of the run whose first visit had the median composer time (1-based), first and repeat visit. */
  waterfall: { run: number; first: WaterfallEntry[]; repeat: WaterfallEntry[] };
}

export interface ColdLoadOutcome {
  profile: typeof tablet;
  app: ColdLoadRuns;
  blank: ColdLoadRuns;
}

interface Site {
  url: string;
  /** Origins named in the waterfall. */
  servers: Record<string, string>;
  /** The app shows a session list; the blank page has none. */
  sessions: boolean;
}

const blankFixture = resolve('bench/ui/cold-blank/vite.config.ts');
const markTimeoutMs = 60_000;
const settleTimeoutMs = 30_000;
const quietMs = 1_000;
const stuckMs = 5_000;
const workerTimeoutMs = 30_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(cdp: CDPSession, ready: (marks: LoadMarks) => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + markTimeoutMs; Date.now() < deadline; await sleep(50)) {
    const marks = await peekMarks(cdp);
    if (marks && ready(marks)) return;
  }
  throw new Error(`${what} not within ${markTimeoutMs / 1000} s`);
}

/**
 * Settled: the load event is past and no request has started or ended for a second (the kept cache is written by
 * then). A request that Chromium never reports as finished (a worker's script answered by the service worker)
 * holds it up for five seconds at most.
 */
async function settle(cdp: CDPSession, network: NetworkLog): Promise<void> {
  for (const deadline = Date.now() + settleTimeoutMs; Date.now() < deadline; await sleep(100)) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.readyState', returnByValue: true });
    const idle = network.idleMs();
    if (result.value === 'complete' && idle >= quietMs && (network.inFlight() === 0 || idle >= stuckMs)) return;
  }
}

async function typeOne(page: Page): Promise<boolean> {
  const composer = page.getByRole('textbox', { name: 'Bericht aan AGORA' });
  await composer.pressSequentially('x');
  const typed = (await composer.inputValue()) === 'x';
  await composer.fill('');
  return typed;
}

/** One visit on a new tab of `context`, on the tablet profile; the tab stays open for the caller. */
async function visit(
  context: BrowserContext,
  site: Site,
): Promise<{ page: Page; visit: Visit; waterfall: WaterfallEntry[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await addLoadProbe(page);
  const cdp = await context.newCDPSession(page);
  const network = recordNetwork(cdp, site.servers);
  await throttle(cdp, network.feed);
  await page.goto(site.url, { waitUntil: 'commit', timeout: markTimeoutMs });
  await until(
    cdp,
    (marks) =>
      marks.composer !== undefined && (!site.sessions || (marks.sessions !== undefined && marks.engine !== undefined)),
    site.sessions ? 'a usable composer and the session list' : 'a usable composer',
  );
  await settle(cdp, network);
  const waterfall = network.stop();
  const marks = await readMarks(page);
  const typed = await typeOne(page);
  return { page, visit: { marks, transferred: transferred(waterfall), typed }, waterfall };
}

/** A registered service worker is waited for until it is active (and controls the page, if it claims it). */
function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async (timeoutMs) => {
    const container = navigator.serviceWorker;
    if (!container) return 'unsupported';
    if (!(await container.getRegistration())) return 'none';
    const late = (ms: number) => new Promise<undefined>((done) => setTimeout(() => done(undefined), ms));
    const worker = await Promise.race([container.ready.then((registration) => registration.active), late(timeoutMs)]);
    if (!worker) return 'not active (timeout)';
    if (worker.state !== 'activated')
      await Promise.race([
        new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done(0))),
        late(timeoutMs),
      ]);
    if (!container.controller)
      await Promise.race([new Promise((done) => container.addEventListener('controllerchange', done)), late(3_000)]);
    return container.controller ? 'controlling' : worker.state;
  }, workerTimeoutMs);
}

/** A first visit in a fresh context, then, with that tab closed, a repeat visit on a new tab of the same context. */
async function firstAndRepeat(
  browser: Browser,
  site: Site,
  runs: ColdLoadRuns,
  waterfalls: Waterfalls[],
): Promise<void> {
  const context = await tabletContext(browser);
  try {
    const first = await visit(context, site);
    runs.first.push(first.visit);
    runs.serviceWorker.push(await serviceWorkerReady(first.page));
    await first.page.close();
    const repeat = await visit(context, site);
    runs.repeat.push(repeat.visit);
    waterfalls.push({ first: first.waterfall, repeat: repeat.waterfall });
  } finally {
    await context.close().catch(() => undefined);
  }
}

type Waterfalls = Omit<ColdLoadRuns['waterfall'], 'run'>;

/** Of all waterfalls only the median run's (by first-visit composer time) is kept: the run the table's median shows. */
function medianWaterfall(runs: ColdLoadRuns, waterfalls: readonly Waterfalls[]): void {
  const order = runs.first.map((visit, index) => ({ index, at: visit.marks.composer ?? Infinity }));
  order.sort((a, b) => a.at - b.at);
  const index = order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
  runs.waterfall = { run: index + 1, first: waterfalls[index]?.first ?? [], repeat: waterfalls[index]?.repeat ?? [] };
}

/**
 * The built app and a blank page built with the same Vite and React (one textarea), each served as a production
 * host would, `runs` times each: a first visit and a repeat visit on the tablet profile, app and blank alternating.
 */
export async function measureColdLoad(
  browser: Browser,
  setup: { appDir: string; apiUrl: string; blankDir: string; runs: number; signal: AbortSignal },
  log: (line: string) => void,
): Promise<ColdLoadOutcome> {
  await buildApp(setup.blankDir, {}, setup.signal, ['--config', blankFixture]);
  const servers = await Promise.all([
    serveStatic(setup.appDir, { production: true }),
    serveStatic(setup.blankDir, { production: true }),
  ]);
  try {
    const [app, blank] = servers.map((server) => server.url) as [string, string];
    const sites = {
      // Upright, the session list is a drawer, not on the first screen: then the composer alone is waited for.
      app: {
        url: `${app}/`,
        servers: { app, api: new URL(setup.apiUrl).origin },
        sessions: tablet.viewport.width >= listBesideFrom,
      },
      blank: { url: `${blank}/`, servers: { app: blank }, sessions: false },
    };
    const runsOf = (): ColdLoadRuns => ({
      first: [],
      repeat: [],
      serviceWorker: [],
      waterfall: { run: 0, first: [], repeat: [] },
    });
    const outcome: ColdLoadOutcome = { profile: tablet, app: runsOf(), blank: runsOf() };
    const waterfalls = { app: [] as Waterfalls[], blank: [] as Waterfalls[] };
    for (let run = 1; run <= setup.runs && !setup.signal.aborted; run++) {
      for (const kind of ['app', 'blank'] as const)
        await firstAndRepeat(browser, sites[kind], outcome[kind], waterfalls[kind]);
      log(`cold load: ${run}/${setup.runs} runs`);
    }
    medianWaterfall(outcome.app, waterfalls.app);
    medianWaterfall(outcome.blank, waterfalls.blank);
    return outcome;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}
