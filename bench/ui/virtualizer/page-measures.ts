import type { CDPSession, Page } from '@playwright/test';
import { within } from '../probe';

/** Main-thread work the browser counted (DevTools protocol `Performance.getMetrics`), in ms. */
export interface Work {
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
}

const workMetrics = {
  scriptMs: 'ScriptDuration',
  layoutMs: 'LayoutDuration',
  styleMs: 'RecalcStyleDuration',
  taskMs: 'TaskDuration',
};

async function readWork(cdp: CDPSession): Promise<Work> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return Object.fromEntries(Object.entries(workMetrics).map(([key, name]) => [key, value(name)])) as unknown as Work;
}

/** Starts counting main-thread work; the function it returns gives what was done since. */
export async function countWork(page: Page): Promise<() => Promise<Work>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await readWork(cdp);
  return async () => {
    const after = await readWork(cdp);
    await cdp.detach().catch(() => undefined);
    return Object.fromEntries(
      Object.entries(after).map(([key, value]) => [key, value - before[key as keyof Work]]),
    ) as unknown as Work;
  };
}

type SamplerWindow = Window & { __virtSampler?: { maxRows: number; stop: () => void } };

/** Counts, every frame until `rowsAndGap` is called, the rows the transcript has in the DOM. */
export async function sampleRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sampler = { maxRows: 0, stop: () => undefined as void };
    let running = true;
    const frame = () => {
      if (!running) return;
      sampler.maxRows = Math.max(sampler.maxRows, document.querySelectorAll('[role="log"] > ol > li').length);
      requestAnimationFrame(frame);
    };
    sampler.stop = () => void (running = false);
    (window as SamplerWindow).__virtSampler = sampler;
    requestAnimationFrame(frame);
  });
}

/** The most rows seen since `sampleRows`, and how far the transcript's scroller is from its bottom now. */
export function rowsAndGap(page: Page): Promise<{ maxRows: number; bottomGap: number }> {
  return within(
    page.evaluate(() => {
      const sampler = (window as SamplerWindow).__virtSampler;
      sampler?.stop();
      const box = document.querySelector('[role="log"]')?.parentElement;
      return {
        maxRows: sampler?.maxRows ?? 0,
        bottomGap: box ? Math.max(0, box.scrollHeight - box.scrollTop - box.clientHeight) : Number.NaN,
      };
    }),
    60_000,
    'rows and gap',
  );
}

export interface Sweep {
  frames: number[];
  longTasks: number[];
  /** Frames where no row covered the middle of the view (a gap the reader would see). */
  blankFrames: number;
  maxRows: number;
}

/** Scrolls the transcript up by `step` px every frame for `frames` frames, as a fast reader would. */
export function scrollSweep(page: Page, frames: number, step: number): Promise<Sweep> {
  const sweep = page.evaluate(
    ([count, by]) =>
      new Promise<Sweep>((resolve) => {
        const box = document.querySelector('[role="log"]')!.parentElement!;
        const result: Sweep = { frames: [], longTasks: [], blankFrames: 0, maxRows: 0 };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) result.longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        let last = 0;
        const frame = (now: number) => {
          if (last > 0) result.frames.push(now - last);
          last = now;
          const rows = document.querySelectorAll('[role="log"] > ol > li');
          result.maxRows = Math.max(result.maxRows, rows.length);
          const view = box.getBoundingClientRect();
          const middle = view.top + view.height / 2;
          const covered = [...rows].some((row) => {
            const rect = row.getBoundingClientRect();
            return rect.top <= middle && rect.bottom >= middle;
          });
          if (!covered && result.frames.length > 0) result.blankFrames += 1;
          if (result.frames.length >= count) {
            observer.disconnect();
            resolve(result);
            return;
          }
          box.scrollTop -= by;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [frames, step] as const,
  );
  return within(sweep, 120_000, 'scroll sweep');
}
