import type { CDPSession, Page } from '@playwright/test';
import { appUrl, openApp, send } from './app-page';
import type { Target } from './app-page';
import { probe, within } from './probe';

interface HeapSample {
  events: number;
  bytes: number;
}

export interface SoakOutcome {
  runs: number;
  events: number;
  durationMs: number;
  samples: HeapSample[];
}

/** RUN_STARTED, TEXT_MESSAGE_START, TEXT_MESSAGE_END, RUN_FINISHED around each run's deltas. */
const framingEvents = 4;
const runTimeoutMs = 120_000;

/** JS heap in use after a full collection, via the DevTools protocol (exact, unlike performance.memory). */
export async function heapAfterGc(page: Page, cdp: CDPSession): Promise<number> {
  await page.waitForTimeout(300);
  const measure = async (): Promise<number> => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  return within(measure(), 60_000, 'heap after GC');
}

/** Streams `totalEvents` deltas into a new conversation, `perRun` per answer as fast as possible, sampling the heap about ten times. */
export async function measureSoak(
  page: Page,
  target: Target,
  totalEvents: number,
  perRun: number,
  onProgress: (line: string) => void,
): Promise<SoakOutcome> {
  const runs = Math.max(1, Math.ceil(totalEvents / perRun));
  const cdp = await page.context().newCDPSession(page);
  await openApp(page, appUrl(target, { user: 'duurtest' }, `?firehose=${perRun}&rate=0`));
  await probe.quiet(page);
  const samples: HeapSample[] = [{ events: 0, bytes: await heapAfterGc(page, cdp) }];
  const sampleEvery = Math.max(1, Math.round(runs / 10));
  const started = performance.now();
  for (let run = 1; run <= runs; run++) {
    const finished = await probe.runsFinished(page);
    await send(page, `Duurtest ${run}`);
    await probe.runFinishedAfter(page, finished, runTimeoutMs);
    if (run % sampleEvery === 0 || run === runs) {
      const sample = { events: run * (perRun + framingEvents), bytes: await heapAfterGc(page, cdp) };
      samples.push(sample);
      onProgress(`soak: ${run}/${runs} runs, heap ${(sample.bytes / 1e6).toFixed(1)} MB`);
    }
  }
  await cdp.detach();
  return { runs, events: runs * (perRun + framingEvents), durationMs: performance.now() - started, samples };
}
