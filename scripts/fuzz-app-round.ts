import type { Browser, Locator, Page } from '@playwright/test';
import fc from 'fast-check';
import { fuzzIds, type FuzzStatus } from '../mock-server/fuzz-frames';
import { fuzzSizes, hostileRun, type HostileFrame, type HostileKind } from '../src/testing/hostile-frames';

/* One round of the app stage: a fresh page, a message answered by a hostile run, then checks. */

export interface RoundSetup {
  browser: Browser;
  appUrl: string;
  mockUrl: string;
  seed: number;
  /** How long a run may stay busy after the mock sent its last frame. */
  stuckSeconds: number;
}

/** The hostile run of one round: the same for the same seed and round. */
export function roundFrames(seed: number, round: number, kinds?: readonly HostileKind[]): HostileFrame[] {
  const run = hostileRun(fuzzSizes, fuzzIds, { maxPieces: 4, kinds });
  return fc.sample(run, { numRuns: 1, seed: seed + round })[0] ?? [];
}

const hook = (mockUrl: string) => `${mockUrl}/__test__/fuzz-frames`;

async function queueFrames(mockUrl: string, frames: readonly HostileFrame[]): Promise<FuzzStatus> {
  const body = JSON.stringify({ frames: frames.map((frame) => frame.text), gapMs: 0 });
  const headers = { 'content-type': 'application/json' };
  const res = await fetch(hook(mockUrl), { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`the mock refused the frames: ${res.status} ${await res.text()}`);
  return (await res.json()) as FuzzStatus;
}

/** Waits until the mock has ended `plays` plays (sent every frame, or the client went away); false on timeout. */
async function playsEnded(mockUrl: string, plays: number, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const status = (await (await fetch(hook(mockUrl), { signal: AbortSignal.timeout(10_000) })).json()) as FuzzStatus;
    if (status.ended >= plays) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const hidden = (locator: Locator, timeout: number): Promise<boolean> =>
  locator.waitFor({ state: 'hidden', timeout }).then(
    () => true,
    () => false,
  );

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Bericht aan AGORA' });
  await composer.fill(text, { timeout: 10_000 });
  await composer.press('Enter', { timeout: 10_000 });
}

/** Busy long after the last frame: a failure when the run was finished, and always when Stoppen cannot end it. */
async function checkNotStuck(page: Page, finished: boolean, seconds: number): Promise<string[]> {
  const stop = page.getByRole('button', { name: 'Stoppen' });
  if (await hidden(stop, seconds * 1000)) return [];
  const failures = finished ? [`still busy ${seconds} s after the run's RUN_FINISHED was sent`] : [];
  // A dialog that opened late covers Stoppen.
  await closeDialogs(page, 500);
  await stop.click({ timeout: 5_000 }).catch(() => undefined);
  if (!(await hidden(stop, 5_000))) failures.push(`stuck: still busy ${seconds + 5} s on, and Stoppen does not end it`);
  return failures;
}

/** An approval the run asked for is rejected (or its dialog closed) once its dialog shows, within `waitMs`. */
async function closeDialogs(page: Page, waitMs: number): Promise<void> {
  const shown = (locator: Locator) =>
    locator.waitFor({ timeout: waitMs }).then(
      () => true,
      () => false,
    );
  if (!(await shown(page.getByRole('dialog').first()))) return;
  const reject = page.getByRole('dialog').getByRole('button', { name: 'Afwijzen' });
  if ((await reject.count()) > 0)
    await reject
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
}

/** The mock's generic answer quotes the question: the check word shows twice once it is answered. */
async function answersNextMessage(page: Page, round: number): Promise<boolean> {
  const word = `fuzzcheck${round}`;
  await send(page, `Wat kun je allemaal? ${word}`);
  const copies = page.getByRole('log', { name: 'Gesprek' }).getByRole('article').filter({ hasText: word });
  return copies
    .nth(1)
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
}

async function drive(page: Page, setup: RoundSetup, round: number, frames: HostileFrame[]): Promise<string[]> {
  const { appUrl, mockUrl, seed, stuckSeconds } = setup;
  await page.goto(`${appUrl}/?user=fuzz-${seed}-${round}`);
  await page.getByText('Verbonden').first().waitFor({ timeout: 30_000 });
  const before = await queueFrames(mockUrl, frames);
  await send(page, `Fuzzronde ${round}`);
  const failures: string[] = [];
  if (!(await playsEnded(mockUrl, before.ended + 1, 60_000)))
    failures.push('the mock had not sent every frame 60 s after the message');
  // An approval's dialog covers Stoppen: the inspector would answer it first.
  await closeDialogs(page, 2_000);
  failures.push(...(await checkNotStuck(page, frames.at(-1)?.label === 'RUN_FINISHED', stuckSeconds)));
  if (!(await answersNextMessage(page, round))) failures.push('the next plain message got no answer within 30 s');
  return failures;
}

/** Uncaught errors and console errors: none is expected, whatever the server sent. */
function watchErrors(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => {
    const at = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
    seen.push(`page error: ${error.message.slice(0, 500)}${at ? ` (${at.trim()})` : ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text().slice(0, 500)}`);
  });
  page.on('crash', () => seen.push('the page crashed'));
  return () => [...new Set(seen)];
}

/** Settles with `promise`, or with `fallback` once `ms` passed: a frozen page never answers some calls. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A round's failures, and whether its page stopped answering (the browser is then replaced). */
export interface RoundResult {
  failures: string[];
  frozen: boolean;
}

/** Plays round `round`; a page that stops answering ends the round after `stuckSeconds` + 150 s. */
export async function playRound(setup: RoundSetup, round: number, frames: HostileFrame[]): Promise<RoundResult> {
  const context = await setup.browser.newContext();
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const limit = setup.stuckSeconds + 150;
  const frozen = [`the page stopped answering: the round did not end within ${limit} s`];
  const failures = await within(
    drive(page, setup, round, frames).catch((error: unknown) => [
      `the page stopped answering: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
    ]),
    limit * 1000,
    frozen,
  );
  const closed = await within(
    context.close().then(
      () => true,
      () => false,
    ),
    15_000,
    false,
  );
  return { failures: [...failures, ...errors()], frozen: failures === frozen || !closed };
}
