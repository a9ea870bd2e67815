import { chromium, type Browser } from '@playwright/test';
import { hostileKinds } from '../src/testing/hostile-frames';
import { findChromium } from './find-chromium';
import { playRound, roundFrames, within, type RoundSetup } from './fuzz-app-round';
import { startFuzzServers } from './fuzz-app-servers';
import type { FuzzOptions } from './fuzz-options';
import { keepFrames, listFrames, summarizeRun, type Failure } from './fuzz-report';

/* The rendered app under hostile runs: real mock, production build, real Chromium, for a fixed time. */

const log = (line: string): void => console.log(`  ${line}`);

function reproduceCommand(options: FuzzOptions, round: number): string {
  const port = options.portBase === 9300 ? '' : ` --port-base ${options.portBase}`;
  const kinds = options.kinds.length === hostileKinds.length ? '' : ` --kinds ${options.kinds.join()}`;
  return `npm run fuzz -- --seed ${options.seed} --round ${round}${kinds}${port}`;
}

const launch = (path: string | undefined): Promise<Browser> =>
  chromium.launch({ executablePath: path, args: ['--disable-gpu'], timeout: 60_000 });

/** Plays one round; a failure keeps its frames in a file and says how to play the round again. */
async function round(
  setup: RoundSetup,
  options: FuzzOptions,
  n: number,
): Promise<{ failure?: Failure; frozen: boolean }> {
  const frames = roundFrames(options.seed, n, options.kinds);
  const began = performance.now();
  const { failures, frozen } = await playRound(setup, n, frames);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  log(`round ${n}: ${summarizeRun(frames)}: ${failures.length ? 'FAILED' : 'ok'} in ${seconds} s`);
  if (failures.length === 0) return { frozen };
  const file = keepFrames(`app-${options.seed}-round-${n}`, frames);
  const what = `round ${n}: ${failures.join('; ')}\n  the run the mock sent:\n${listFrames(frames)}\n  all frames: ${file}`;
  return { failure: { stage: 'app', what, reproduce: reproduceCommand(options, n) }, frozen };
}

export async function fuzzApp(options: FuzzOptions, stopping: AbortSignal): Promise<Failure[]> {
  const found = findChromium();
  if (!found) {
    const what = 'no Chromium: set CHROMIUM_PATH or run `npx tsx scripts/ensure-browser.ts`';
    return [{ stage: 'app', what, reproduce: 'npm run fuzz -- --only app' }];
  }
  const servers = await startFuzzServers(options, stopping, log);
  const setup: RoundSetup = { ...options, browser: await launch(found.path), ...servers };
  const failures: Failure[] = [];
  try {
    const deadline = Date.now() + options.appSeconds * 1000;
    for (let n = options.round ?? 1; !stopping.aborted; n++) {
      const { failure, frozen } = await round(setup, options, n);
      if (failure) failures.push(failure);
      if (options.round !== undefined || Date.now() >= deadline) break;
      // A page that stopped answering may hold the browser: the next round gets a new one.
      if (frozen) {
        await within(setup.browser.close(), 15_000, undefined);
        setup.browser = await launch(found.path);
      }
    }
  } finally {
    await within(
      setup.browser.close().catch(() => undefined),
      15_000,
      undefined,
    );
    await servers.close().catch(() => undefined);
  }
  return failures;
}
