import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { archiveSessionId } from '../../mock-server/seed-archive';
import { createMockServer } from '../../mock-server/server';
import { findChromium } from '../../scripts/find-chromium';
import { newPage } from './app-page';
import { buildApp, serveStatic } from './app-server';
import { measureStream } from './stream';

/**
 * Where the stream's time goes: an unminified build, one firehose answer into the 2,000-message
 * conversation under the CDP CPU profiler, and the functions with the most self time.
 * `npm run bench:ui:profile [deltas] [rate] [deltas per paragraph]` (defaults 5,000 at 1,000/s, one paragraph).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const deltas = Number(process.argv[2] ?? 5_000);
const rate = Number(process.argv[3] ?? 1_000);
const paragraph = Number(process.argv[4] ?? 0);
const outDir = resolve('dist-bench-profile');

const browserPath = findChromium();
if (!browserPath) throw new Error('No Chromium found (see TOOLCHAIN.md)');
const server = await createMockServer({ port: 0, delay: 0, testHooks: false });
await buildApp(
  outDir,
  { VITE_AGORA_WS_URL: server.wsUrl, VITE_AGORA_API_URL: server.url },
  new AbortController().signal,
  ['--minify', 'false'],
);
const app = await serveStatic(outDir);
const browser = await chromium.launch({ executablePath: browserPath.path, args: ['--disable-gpu'] });
try {
  const page = await newPage(browser);
  const original = server.store.get(archiveSessionId)!;
  server.store.put({ ...original, sessionId: 'profile', history: [...original.history] });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const started = cdp.send('Profiler.start');
  const outcome = await measureStream(
    page,
    { appUrl: app.url, wsUrl: server.wsUrl },
    { threadId: 'profile', userId: original.userId },
    deltas,
    rate,
    paragraph,
  );
  await started;
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const durations = metrics.filter((metric) => metric.name.endsWith('Duration'));
  console.log(durations.map((metric) => `${metric.name} ${(metric.value * 1000).toFixed(0)} ms`).join(' · '));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byName = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    total += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    byName.set(key, (byName.get(key) ?? 0) + us);
  }
  const lags = [...outcome.result.lags].sort((a, b) => a - b);
  console.log(
    `${outcome.result.shown} of ${deltas} shown; lag p95 ${Math.round(lags[Math.floor(lags.length * 0.95)] ?? 0)} ms; long tasks ${outcome.result.longTasks.map((ms, i) => `${Math.round(ms)} ms at ${Math.round(outcome.result.longTaskAt[i]?.at ?? 0)} ms (${outcome.result.longTaskAt[i]?.shown ?? 0} shown)`).join(', ') || 'none'}`,
  );
  for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
} finally {
  await browser.close();
  await app.close();
  await server.close();
}
