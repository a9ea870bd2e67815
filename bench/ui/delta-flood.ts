import type { Browser, Page } from '@playwright/test';
import { FLOOD_DELTAS } from '../../mock-server/hostile/runs';
import { survivedText } from '../../mock-server/hostile/scenario';
import { createMockServer } from '../../mock-server/server';
import { appUrl, send } from './app-page';
import type { Target } from './app-page';
import { blankReceivesRun } from './flood-blank';
import { count, ms, verdict } from './report';
import type { Row } from './report';
import { tablet, tabletContext, throttle } from './tablet';

/** Issue 34: the same text as 100,000 deltas shows within 2× the time of one delta (it took 15.7 s). */
const floodRatioTarget = 2;

/** "Streaming stays at the machine's floor": the app within this of a blank page in the same run. */
const floorRatioTarget = 1.2;

export interface DeltaFloodOutcome {
  deltas: number;
  /** Send → the answer's last words visible, per run: the flood, and the same text as one delta. */
  floodMs: number[];
  oneDeltaMs: number[];
  /** The floor: a blank page on the same profile, socket open → the flood's RUN_FINISHED received, per run. */
  blankMs: number[];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One run on a fresh tablet page against a mock whose every run plays `scenario`: send → its last words shown. */
async function timeOne(browser: Browser, target: Target, scenario: string, blank = false): Promise<number> {
  const server = await createMockServer({ port: 0, delay: 0, testHooks: false, hostile: scenario });
  const context = await tabletContext(browser);
  try {
    const page: Page = await context.newPage();
    page.setDefaultTimeout(300_000);
    if (blank) {
      await throttle(await context.newCDPSession(page), () => undefined);
      return await blankReceivesRun(page, `${target.appUrl}/blank.html`, server.wsUrl);
    }
    await page.goto(appUrl({ ...target, wsUrl: server.wsUrl }, { user: `bench-flood-${Date.now()}` }));
    await page.getByText('Verbonden').first().waitFor();
    await throttle(await context.newCDPSession(page), () => undefined);
    const started = performance.now();
    await send(page, 'Vloed-meting');
    await page.getByRole('log').getByText(survivedText(scenario)).first().waitFor();
    return performance.now() - started;
  } finally {
    await context.close().catch(() => undefined);
    await server.close();
  }
}

/**
 * The mock's `delta-flood` (100,000 one-character deltas) against `delta-flood-one-delta` (the same text as one
 * delta), on the tablet profile, alternating, `runs` each: the time until the answer is on screen, and their ratio.
 */
export async function measureDeltaFlood(browser: Browser, target: Target, runs: number): Promise<DeltaFloodOutcome> {
  const floodMs: number[] = [];
  const oneDeltaMs: number[] = [];
  const blankMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    oneDeltaMs.push(await timeOne(browser, target, 'delta-flood-one-delta'));
    floodMs.push(await timeOne(browser, target, 'delta-flood'));
    blankMs.push(await timeOne(browser, target, 'delta-flood', true));
  }
  return { deltas: FLOOD_DELTAS, floodMs, oneDeltaMs, blankMs };
}

export function deltaFloodRows(outcome: DeltaFloodOutcome): Row[] {
  const label = `tablet, CPU ${tablet.cpuSlowdown}×, median of ${outcome.floodMs.length}`;
  const flood = median(outcome.floodMs);
  const one = median(outcome.oneDeltaMs);
  const ratio = flood / one;
  const floor = median(outcome.blankMs);
  return [
    { metric: `the same text as one delta: send → shown (${label})`, value: ms(one), target: '—', result: '—' },
    {
      metric: `${count(outcome.deltas)} one-character deltas: send → shown (${label})`,
      value: ms(flood),
      target: '—',
      result: '—',
    },
    {
      metric: `${count(outcome.deltas)} one-character deltas ÷ one delta`,
      value: `${ratio.toFixed(2)}×`,
      target: `≤ ${floodRatioTarget}×`,
      result: verdict(ratio <= floodRatioTarget),
    },
    {
      metric: `the floor: a blank page receives the same ${count(outcome.deltas)} frames (${label})`,
      value: ms(floor),
      target: '—',
      result: '—',
    },
    {
      metric: `${count(outcome.deltas)} one-character deltas ÷ the floor`,
      value: `${(flood / floor).toFixed(2)}×`,
      target: `≤ ${floorRatioTarget}×`,
      result: verdict(flood / floor <= floorRatioTarget),
    },
  ];
}
