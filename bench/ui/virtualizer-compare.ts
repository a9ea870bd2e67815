/**
 * The app's virtual list on @tanstack/virtual-core (src/components/ui/virtual/) against the hand-written one it had
 * before, read from git (bench/ui/virtualizer/hand-written.ts) behind the same `useVirtualList`, in the built app in
 * headless Chromium: the firehose at max rate and at 1,000/s into the 2,000-message conversation, and the
 * 5,000-message conversation opened and scrolled through. The two builds run in turns, `BENCH_ROUNDS` times; the
 * table gives the median and the range. Needs the repository's git history.
 * Ports: BENCH_MOCK_PORT and BENCH_APP_PORT (the two builds on it and the next), default any free ones.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { toolArchiveSessionId } from '../../mock-server/seed-archive';
import { createMockServer } from '../../mock-server/server';
import { measureBuild } from '../../scripts/bundle-budget';
import { findChromium } from '../../scripts/find-chromium';
import type { Target } from './app-page';
import { buildApp, serveStatic } from './app-server';
import { envCount } from './env';
import { machine } from './report';
import { streamDeltaCount } from './stream';
import { handWrittenCommit, writeHandWritten } from './virtualizer/hand-written';
import { round, type RoundSetup, type Sample } from './virtualizer/rounds';
import { summaryTable } from './virtualizer/summary';

const variants = ['hand-written', 'tanstack'] as const;
type Variant = (typeof variants)[number];
const outDir = resolve('dist-bench/virtualizer');
const log = (line: string): void => console.error(`[virtualizer] ${line}`);
const closers: (() => Promise<unknown>)[] = [];

const port = (name: string): number => (process.env[name] ? envCount(name, 0) : 0);

function largeSession(server: Awaited<ReturnType<typeof createMockServer>>): RoundSetup['large'] {
  const title = server.store.summary(toolArchiveSessionId)?.title;
  const last = server.store.history(toolArchiveSessionId, false)?.at(-1)?.content;
  if (!title || !last) throw new Error(`the mock server has no session ${toolArchiveSessionId}`);
  return { title, lastText: last.split('*')[0]?.trim() ?? last };
}

async function buildBoth(env: Record<string, string>): Promise<Record<Variant, Target['appUrl']>> {
  const signal = new AbortController().signal;
  const config = ['--config', 'bench/ui/virtualizer/vite.hand-written.config.ts'];
  const urls = {} as Record<Variant, string>;
  const appPort = port('BENCH_APP_PORT');
  for (const [i, variant] of variants.entries()) {
    log(`building ${variant}…`);
    await buildApp(join(outDir, variant), env, signal, variant === 'hand-written' ? config : []);
    const app = await serveStatic(join(outDir, variant), { port: appPort ? appPort + i : 0 });
    closers.push(() => app.close());
    urls[variant] = app.url;
  }
  return urls;
}

async function tanstackVersion(): Promise<string> {
  const manifest = await readFile('node_modules/@tanstack/virtual-core/package.json', 'utf8');
  return String((JSON.parse(manifest) as Record<string, unknown>).version);
}

async function main(): Promise<void> {
  const commit = handWrittenCommit();
  writeHandWritten(commit);
  const browserPath = findChromium();
  if (!browserPath) throw new Error('No Chromium found: set CHROMIUM_PATH (see scripts/find-chromium.ts)');
  const rounds = envCount('BENCH_ROUNDS', 5);
  const server = await createMockServer({ port: port('BENCH_MOCK_PORT'), delay: 0, testHooks: false });
  closers.push(() => server.close());
  const urls = await buildBoth({ VITE_AGORA_WS_URL: server.wsUrl, VITE_AGORA_API_URL: server.url });
  const browser = await chromium.launch({
    executablePath: browserPath.path,
    args: ['--disable-gpu', '--disable-quic', '--disable-sync'],
  });
  closers.push(() => browser.close());
  const setup: RoundSetup = {
    browser,
    server,
    large: largeSession(server),
    maxDeltas: streamDeltaCount(),
    pacedDeltas: envCount('BENCH_PACED_DELTAS', 5_000),
    sweepFrames: envCount('BENCH_SWEEP_FRAMES', 180),
  };
  const samples: Record<Variant, Sample[]> = { 'hand-written': [], tanstack: [] };
  const loadBefore = loadavg()[0]!.toFixed(1);
  for (let n = 0; n < rounds; n++) {
    // Turns swap every round, so neither always runs on a warmer machine.
    for (const variant of n % 2 === 0 ? variants : [...variants].reverse()) {
      log(`round ${n + 1}/${rounds}: ${variant}`);
      // A round that fails is reported and left out; the others still count.
      await round({ appUrl: urls[variant], wsUrl: server.wsUrl }, setup).then(
        (sample) => samples[variant].push(sample),
        (error: unknown) =>
          log(`round ${n + 1} of ${variant} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }
  const sizes = Object.fromEntries(variants.map((variant) => [variant, measureBuild(join(outDir, variant))]));
  const header = [
    `virtual list: hand-written (as of ${commit}) vs the app's @tanstack/virtual-core ${await tanstackVersion()} — ${new Date().toISOString().slice(0, 16)} UTC`,
    `machine: ${machine(browser.version())}; load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after`,
    `${rounds} rounds, in turns; firehose ${setup.maxDeltas} deltas at max rate and ${setup.pacedDeltas} at 1,000/s into 2,000 messages; history: 5,000 messages, then ${setup.sweepFrames} frames scrolling up 600 px each`,
  ];
  console.log(`\n${header.join('\n')}\n\n${summaryTable(samples, sizes)}\n`);
  await writeFile(join(outDir, 'last-run.json'), `${JSON.stringify({ header, samples, sizes }, null, 2)}\n`);
  log(`wrote ${join(outDir, 'last-run.json')}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
}
process.exit(failed ? 1 : 0);
