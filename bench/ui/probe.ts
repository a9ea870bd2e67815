import type { Page } from '@playwright/test';

/** What one measured window saw in the page. */
export interface ProbeResult {
  durationMs: number;
  received: number;
  shown: number;
  /** Per delta: ms from its arrival in the page (worker batch or WebSocket message event) to the first frame that paints it. */
  lags: number[];
  /** The same from the server's `timestamp` (same machine, same clock): includes the wait before the page reads the frame. */
  sendLags: number[];
  frames: number;
  longTasks: number[];
  /** When each long task started, in ms after begin(), and how far the stream was then (deltas on screen). */
  longTaskAt: { at: number; shown: number }[];
}

interface Probe {
  begin(): void;
  end(): ProbeResult;
  /** True once the newest received delta is on screen and a run finished after `begin`. */
  caughtUp(): boolean;
  runsFinished(): number;
  /** Stop recording receipts (long runs: the receipt map would itself grow the heap). */
  quiet(): void;
}

type ProbeWindow = Window & { __benchProbe?: Probe };

/**
 * Runs in the page before the app: wraps Worker (and WebSocket) to stamp each firehose delta
 * (`⟨n⟩ `) when it reaches the page, and in every frame, just before paint, reads the newest token in the last message of
 * the transcript. Long tasks and frames are counted only between begin() and end().
 */
function installProbe(): void {
  const receivedAt = new Map<number, number>();
  const sentAt = new Map<number, number>();
  let lags: number[] = [];
  let sendLags: number[] = [];
  let longTasks: number[] = [];
  let longTaskAt: { at: number; shown: number }[] = [];
  let recording = false;
  let stamping = true;
  let started = 0;
  let frames = 0;
  let firstSeq = 0;
  let newestSeq = 0;
  let shownSeq = 0;
  let finished = 0;
  let finishedAtBegin = 0;

  function stamp(data: string): void {
    if (data.includes('"RUN_FINISHED"')) finished += 1;
    const open = data.indexOf('⟨');
    if (!recording || !stamping || open < 0) return;
    const seq = parseInt(data.slice(open + 1), 10);
    receivedAt.set(seq, performance.now());
    const sent = data.lastIndexOf('"timestamp":');
    if (sent >= 0) sentAt.set(seq, parseInt(data.slice(sent + 12), 10) - performance.timeOrigin);
    if (firstSeq === 0) firstSeq = seq;
    newestSeq = Math.max(newestSeq, seq);
  }

  // Frames reach the page from the socket worker in batches (or from a WebSocket of the page's own, with ?socket=main).
  const NativeWorker = window.Worker;
  class ProbedWorker extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent<{ kind?: string; texts?: unknown }>) => {
        if (event.data?.kind === 'frames' && Array.isArray(event.data.texts))
          for (const text of event.data.texts) if (typeof text === 'string') stamp(text);
      });
    }
  }
  window.Worker = ProbedWorker;
  const NativeSocket = window.WebSocket;
  class ProbedWebSocket extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string') stamp(event.data);
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  new PerformanceObserver((list) => {
    if (recording)
      for (const entry of list.getEntries()) {
        longTasks.push(entry.duration);
        longTaskAt.push({ at: entry.startTime - started, shown: lags.length });
      }
  }).observe({ type: 'longtask', buffered: false });

  function scan(now: number): void {
    const articles = document.querySelectorAll('[role="log"] article');
    const text = articles[articles.length - 1]?.textContent ?? '';
    const open = text.lastIndexOf('⟨');
    if (open < 0) return;
    const seq = parseInt(text.slice(open + 1), 10);
    if (!(seq > shownSeq) || !receivedAt.has(seq)) return;
    for (let n = Math.max(shownSeq + 1, firstSeq); n <= seq; n++) {
      const at = receivedAt.get(n);
      if (at !== undefined) lags.push(now - at);
      const sent = sentAt.get(n);
      if (sent !== undefined) sendLags.push(now - sent);
    }
    shownSeq = seq;
  }
  // A sentinel resized on every animation frame: its ResizeObserver callback runs after all of the
  // frame's rAF callbacks (the app renders in its own) and layout, right before paint.
  const sentinel = document.createElement('div');
  sentinel.setAttribute('aria-hidden', 'true');
  sentinel.style.cssText = 'position:fixed;top:0;left:-10px;height:1px;width:1px;visibility:hidden;pointer-events:none';
  new ResizeObserver(() => {
    if (recording && stamping) scan(performance.now());
  }).observe(sentinel);
  function onFrame(): void {
    if (recording) {
      frames += 1;
      if (!sentinel.isConnected) document.documentElement.appendChild(sentinel);
      sentinel.style.width = sentinel.style.width === '1px' ? '2px' : '1px';
    }
    requestAnimationFrame(onFrame);
  }
  requestAnimationFrame(onFrame);

  (window as ProbeWindow).__benchProbe = {
    begin() {
      receivedAt.clear();
      sentAt.clear();
      lags = [];
      sendLags = [];
      longTasks = [];
      longTaskAt = [];
      frames = 0;
      firstSeq = newestSeq = shownSeq = 0;
      finishedAtBegin = finished;
      started = performance.now();
      recording = true;
    },
    end() {
      recording = false;
      return {
        durationMs: performance.now() - started,
        received: receivedAt.size,
        shown: lags.length,
        lags,
        sendLags,
        frames,
        longTasks,
        longTaskAt,
      };
    },
    caughtUp: () => finished > finishedAtBegin && newestSeq > 0 && shownSeq >= newestSeq,
    runsFinished: () => finished,
    quiet() {
      stamping = false;
    },
  };
}

/** esbuild (tsx) wraps named functions in `__name(…)`, which the page does not have. */
export const nameShim = 'globalThis.__name = (target) => target;';

export async function addProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: nameShim });
  await page.addInitScript(installProbe);
}

/** page.evaluate has no timeout of its own, and a page drowning in events may answer late or never. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the page within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const answerMs = 60_000;

export const probe = {
  begin: (page: Page) =>
    within(
      page.evaluate(() => (window as ProbeWindow).__benchProbe?.begin()),
      answerMs,
      'probe.begin',
    ),
  end: async (page: Page): Promise<ProbeResult> => {
    const result = await within(
      page.evaluate(() => (window as ProbeWindow).__benchProbe?.end()),
      answerMs,
      'probe.end',
    );
    if (!result) throw new Error('the page has no bench probe');
    return result;
  },
  /** Resolves true when caught up, false at the timeout (the caller reports what did arrive). */
  caughtUp: (page: Page, timeoutMs: number): Promise<boolean> =>
    page
      .waitForFunction(() => (window as ProbeWindow).__benchProbe?.caughtUp() ?? false, undefined, {
        timeout: timeoutMs,
        polling: 250,
      })
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof Error && error.name === 'TimeoutError') return false;
          throw error;
        },
      ),
  runFinishedAfter: (page: Page, before: number, timeoutMs: number) =>
    page.waitForFunction((n) => ((window as ProbeWindow).__benchProbe?.runsFinished() ?? 0) > n, before, {
      timeout: timeoutMs,
      polling: 100,
    }),
  runsFinished: (page: Page) =>
    within(
      page.evaluate(() => (window as ProbeWindow).__benchProbe?.runsFinished() ?? 0),
      answerMs,
      'probe.runsFinished',
    ),
  quiet: (page: Page) =>
    within(
      page.evaluate(() => (window as ProbeWindow).__benchProbe?.quiet()),
      answerMs,
      'probe.quiet',
    ),
};
