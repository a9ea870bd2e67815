import type { Page } from '@playwright/test';
import { firehoseToken } from '../../mock-server/firehose';
import { SHOWN_CHARS } from '../../src/features/chat/shown-chars';
import { appUrl, openApp, send } from './app-page';
import type { Target } from './app-page';
import { envCount } from './env';
import { probe } from './probe';
import type { ProbeResult } from './probe';

export interface StreamOutcome {
  deltas: number;
  rate: number;
  /** Deltas per paragraph (0: the whole answer is one paragraph). */
  paragraph: number;
  /** False when not every delta reached the screen before the timeout. */
  complete: boolean;
  result: ProbeResult;
}

const slackMs = 120_000;

/**
 * The mock numbers firehose deltas on across connections and runs (`⟨n⟩ `), so a phase's tokens are as long as the
 * runs before it made them: a bench run stays below a million deltas, so each is at most this long.
 */
const longestToken = firehoseToken(999_999).length;

/**
 * How many deltas a stream measures: `BENCH_STREAM_DELTAS`, else 5,000. The transcript shows the first `SHOWN_CHARS`
 * characters of an answer and counts the rest, so a longer answer's later deltas never reach the screen and could
 * not be timed: a count whose answer could pass that is refused.
 */
export function streamDeltaCount(): number {
  const requested = envCount('BENCH_STREAM_DELTAS', 5_000);
  const chars = requested * longestToken;
  if (chars > SHOWN_CHARS)
    throw new Error(
      `${requested} deltas make an answer of up to ${chars} characters; the transcript shows ${SHOWN_CHARS}: ask for fewer`,
    );
  return requested;
}

/** Opens the conversation `threadId` (of persona `userId`), sends one message and measures the firehose answer. */
export async function measureStream(
  page: Page,
  target: Target,
  thread: { threadId: string; userId: string },
  deltas: number,
  rate: number,
  paragraph = 0,
  appParams: Record<string, string> = {},
): Promise<StreamOutcome> {
  await openApp(
    page,
    appUrl(
      target,
      { thread: thread.threadId, user: thread.userId, ...appParams },
      `?firehose=${deltas}&rate=${rate}&para=${paragraph}`,
    ),
  );
  await page.locator('[role="log"] article').first().waitFor();
  // Let the restored history settle (row measuring, lazily loaded chunks) before the clock starts.
  await page.waitForTimeout(1_500);
  await probe.begin(page);
  await send(page, 'Firehose-meting');
  const complete = await probe.caughtUp(page, (rate > 0 ? (deltas / rate) * 1000 : 0) + slackMs);
  return { deltas, rate, paragraph, complete, result: await probe.end(page) };
}
