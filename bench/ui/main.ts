import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import {
  archiveSessionId,
  dailyArchiveSessionId,
  dailyArchiveSize,
  toolArchiveSessionId,
} from '../../mock-server/seed-archive';
import { createMockServer } from '../../mock-server/server';
import type { MockServer } from '../../mock-server/server';
import { measureBuild } from '../../scripts/bundle-budget';
import { findChromium } from '../../scripts/find-chromium';
import { onFreshPage } from './app-page';
import type { Target } from './app-page';
import { buildApp, serveStatic } from './app-server';
import { measureBlankPage } from './baseline-page';
import { measureColdLoad } from './cold-load';
import { deltaFloodRows, measureDeltaFlood } from './delta-flood';
import { envCount, selectedPhases } from './env';
import { measureHistory } from './history';
import { hugeListRows, measureHugeList } from './huge-list';
import { measureManySessions } from './many-sessions';
import { count, machine, renderTable } from './report';
import type { Row } from './report';
import { baselineRows, bundleRows, coldLoadRows, historyRows, manySessionsRows, soakRows, streamRows } from './rows';
import { measureSoak } from './soak';
import { measureStream, streamDeltaCount } from './stream';
import { tablet } from './tablet';

const outDir = resolve('dist-bench');
const jsonPath = resolve('bench/ui/last-run.json');
const streamDeltas = streamDeltaCount();
const soakEvents = envCount('BENCH_SOAK_EVENTS', 200_000);
const soakPerRun = Math.min(2_000, soakEvents);
const manySessions = envCount('BENCH_MANY_SESSIONS', dailyArchiveSize.sessions);
const coldLoadRuns = envCount('BENCH_COLD_RUNS', 3);
const floodRuns = envCount('BENCH_FLOOD_RUNS', 3);
const selected = selectedPhases();
if (manySessions > dailyArchiveSize.sessions)
  throw new Error(`BENCH_MANY_SESSIONS can be at most ${dailyArchiveSize.sessions}: the mock seeds that many`);
const giveUpMs = 30 * 60_000;

const log = (line: string): void => console.error(`[bench:ui] ${line}`);
const stopping = new AbortController();
const closers: (() => Promise<unknown>)[] = [];
async function cleanup(): Promise<void> {
  for (const close of closers.splice(0).reverse())
    await close().catch((error: unknown) => log(`cleanup: ${String(error)}`));
}
/** Signals and the watchdog: stop the build, close browser and servers, exit even if a phase still hangs. */
function interrupt(why: string, code: number): void {
  log(why);
  stopping.abort();
  void cleanup().finally(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupt(`${signal}: stopping`, 130));
setTimeout(() => interrupt(`gave up after ${giveUpMs / 60_000} min`, 2), giveUpMs).unref();

const rows: Row[] = [];
const notes: string[] = [];
const results: Record<string, unknown> = {};
let failed = false;

/** A failure becomes a row, and the next phase still runs. */
async function guarded(name: string, run: () => Promise<Row[]>): Promise<void> {
  if (stopping.signal.aborted) return;
  log(`${name}…`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    if (stopping.signal.aborted) return;
    failed = true;
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    rows.push({ metric: `${name}: error`, value: message.slice(0, 100), target: '—', result: 'fail' });
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** One phase on a fresh page. */
function phase(
  name: string,
  browser: Browser,
  run: (page: Page) => Promise<Row[]>,
  options: { probe?: boolean } = {},
): Promise<void> {
  return guarded(name, () => onFreshPage(browser, run, options));
}

function lastPlainText(server: MockServer, sessionId: string): { title: string; lastText: string } {
  const title = server.store.summary(sessionId)?.title;
  const last = server.store.history(sessionId, false)?.at(-1)?.content;
  if (!title || !last) throw new Error(`the mock server has no session ${sessionId}`);
  // The answer is markdown: the part before the first emphasis is plain text on screen.
  return { title, lastText: last.split('*')[0]?.trim() ?? last };
}

/** Each stream gets its own copy of the 2,000-message conversation, so no run sees an earlier one's answer. */
function copyOfArchive(server: MockServer, threadId: string): { threadId: string; userId: string } {
  const original = server.store.get(archiveSessionId);
  if (!original) throw new Error(`the mock server has no session ${archiveSessionId}`);
  server.store.put({ ...original, sessionId: threadId, history: [...original.history] });
  return { threadId, userId: original.userId };
}

async function main(): Promise<void> {
  const browserPath = findChromium();
  if (!browserPath)
    throw new Error(
      'No Chromium found: set CHROMIUM_PATH or run `npx tsx scripts/ensure-browser.ts` (installs Debian chromium as root).',
    );
  const server = await createMockServer({ port: 0, delay: 0, testHooks: false });
  closers.push(() => server.close());
  log(`mock server on ${server.url}; building the app into ${outDir}…`);
  await buildApp(outDir, { VITE_AGORA_WS_URL: server.wsUrl, VITE_AGORA_API_URL: server.url }, stopping.signal);
  await writeFile(join(outDir, 'blank.html'), '<!doctype html><title>blank</title>\n');
  const app = await serveStatic(outDir);
  closers.push(() => app.close());
  const browser = await chromium.launch({
    executablePath: browserPath.path,
    args: ['--disable-gpu', '--disable-quic', '--disable-sync'],
    timeout: 60_000,
  });
  closers.push(() => browser.close());
  const target: Target = { appUrl: app.url, wsUrl: server.wsUrl };
  const startedAt = new Date();

  if (selected.has('bundle')) {
    const bundle = measureBuild(outDir);
    results.bundle = { initialJs: bundle.initialJs, totalJs: bundle.totalJs, css: bundle.totalCss };
    rows.push(...bundleRows(bundle));
  }

  if (selected.has('cold-load')) {
    notes.push(
      `cold load: tablet profile (${tablet.viewport.width}×${tablet.viewport.height}, touch; CPU ${tablet.cpuSlowdown}× slower, ${tablet.downloadBitsPerSecond / 1e6} Mbit/s down, ${tablet.uploadBitsPerSecond / 1e3} kbit/s up, ${tablet.latencyMs} ms latency, via CDP), ${coldLoadRuns} runs (BENCH_COLD_RUNS); ` +
        'first visit = fresh context, repeat = new tab of the same context once the first settled; served gzipped with immutable /assets/ and ETags; ' +
        'times from navigation start; blank page = one React textarea built by the same Vite',
    );
    await guarded('cold load', async () => {
      // Inside dist-bench (ignored by lint and git), built only now so the bundle above measured the app alone.
      const blankDir = join(outDir, 'cold-blank');
      const setup = { appDir: outDir, apiUrl: server.url, blankDir, runs: coldLoadRuns, signal: stopping.signal };
      const outcome = await measureColdLoad(browser, setup, log);
      results['cold-load'] = outcome;
      return coldLoadRows(outcome);
    });
  }

  const large = lastPlainText(server, toolArchiveSessionId);
  if (selected.has('history')) {
    notes.push(
      `history: the ${count(server.store.summary(toolArchiveSessionId)?.messageCount ?? 0)}-message conversation with tool calls, opened from the sidebar`,
    );
    await phase('history', browser, async (page) => {
      const outcome = await measureHistory(page, target, 'archief', large.title, large.lastText);
      results.history = outcome;
      return historyRows('history', outcome);
    });
  }

  if (selected.has('many-sessions')) {
    const daily = Array.from({ length: manySessions }, (_, i) => lastPlainText(server, dailyArchiveSessionId(i + 1)));
    notes.push(
      `many sessions: ${count(manySessions)} conversations of ${count(server.store.summary(dailyArchiveSessionId(1))?.messageCount ?? 0)} messages (BENCH_MANY_SESSIONS), opened one after the other from the sidebar in one page, each until its last message is visible; heap via CDP after GC`,
    );
    await phase(
      'many sessions',
      browser,
      async (page) => {
        const outcome = await measureManySessions(page, target, 'archief', daily, log);
        results['many-sessions'] = outcome;
        return manySessionsRows(`open ${count(outcome.sessions)} sessions`, outcome);
      },
      { probe: false },
    );
  }

  if (selected.has('huge-list')) {
    notes.push(
      "huge list: a server that ignores limit=20 and answers 10,000 sessions (the mock's huge-session-list attack, applied in the page's route), tablet profile; long tasks while the first page loads and while 220 loaded sessions scroll",
    );
    await guarded('huge list', async () => {
      const outcome = await measureHugeList(browser, target);
      results['huge-list'] = outcome;
      return hugeListRows(outcome);
    });
  }

  if (selected.has('delta-flood')) {
    notes.push(
      `delta flood: the mock's delta-flood attack (100,000 one-character deltas of one message) against the same text as one delta, tablet profile, ${floodRuns} runs each alternating (BENCH_FLOOD_RUNS); send → the answer's last words visible`,
    );
    await guarded('delta flood', async () => {
      const outcome = await measureDeltaFlood(browser, target, floodRuns);
      results['delta-flood'] = outcome;
      return deltaFloodRows(outcome);
    });
  }

  if (selected.has('stream')) {
    notes.push(
      `stream: ${count(streamDeltas)} text deltas into a copy of the ${count(server.store.summary(archiveSessionId)?.messageCount ?? 0)}-message conversation; ` +
        "lag = arrival in the page (a batch from the socket worker, or the WebSocket message event) or the server's send → the frame that paints the delta (read right before paint)",
    );
    for (const rate of [1_000, 0]) {
      const label = `stream ${rate > 0 ? `${count(rate)}/s` : 'max rate'}`;
      await phase(label, browser, async (page) => {
        const outcome = await measureStream(
          page,
          target,
          copyOfArchive(server, `bench-stream-${rate || 'max'}`),
          streamDeltas,
          rate,
        );
        results[`stream-${rate || 'max'}`] = {
          ...outcome,
          result: { ...outcome.result, lags: undefined, sendLags: undefined },
        };
        return streamRows(label, outcome);
      });
    }

    notes.push(
      'socket on the main thread: the max-rate stream again with ?socket=main (the WebSocket in the page, as before the socket worker)',
    );
    await phase('stream max rate, socket on the main thread', browser, async (page) => {
      const outcome = await measureStream(
        page,
        target,
        copyOfArchive(server, 'bench-stream-main-thread'),
        streamDeltas,
        0,
        0,
        { socket: 'main' },
      );
      results['stream-max-main-thread'] = {
        ...outcome,
        result: { ...outcome.result, lags: undefined, sendLags: undefined },
      };
      return streamRows('stream max rate, socket on the main thread', outcome);
    });
  }

  if (selected.has('blank')) {
    notes.push(
      "blank page: the same firehose at max rate into a page that only counts messages and frames (the browser's own floor on this machine)",
    );
    await phase(
      'blank page at max rate',
      browser,
      async (page) => {
        const runs = [];
        for (let run = 0; run < 3; run++)
          runs.push(await measureBlankPage(page, `${app.url}/blank.html`, server.wsUrl, streamDeltas));
        results.blank = runs;
        return baselineRows('stream max rate, blank page', runs);
      },
      { probe: false },
    );
  }

  if (selected.has('soak')) {
    notes.push(
      `soak: ${count(soakEvents)} deltas (BENCH_SOAK_EVENTS), ${count(soakPerRun)} per answer at max rate, in a new conversation; heap via CDP after GC`,
    );
    await phase('soak', browser, async (page) => {
      const outcome = await measureSoak(page, target, soakEvents, soakPerRun, log);
      results.soak = outcome;
      return soakRows(`soak ${count(outcome.events)} events`, outcome);
    });
  }

  if (stopping.signal.aborted) return;
  const header = `HAI client UI benchmark — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC\nmachine: ${machine(browser.version())}`;
  console.log(`\n${header}\n\n${renderTable(rows)}\n\n${notes.join('\n')}\n`);
  await writeFile(
    jsonPath,
    `${JSON.stringify({ date: startedAt.toISOString(), machine: machine(browser.version()), rows, notes, results }, null, 2)}\n`,
  );
  log(`wrote ${jsonPath}`);
}

try {
  await main();
} catch (error) {
  failed = true;
  if (!stopping.signal.aborted) log(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanup();
}
if (!stopping.signal.aborted) process.exit(failed ? 1 : 0);
