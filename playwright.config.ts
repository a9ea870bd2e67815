import { defineConfig, devices } from '@playwright/test';
import { e2eWorkers, ports } from './e2e/ports';
import { findChromium } from './scripts/find-chromium';

const chromium = findChromium();
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromium?.path, args: ['--disable-gpu', '--disable-quic', '--disable-sync'] },
};

export default defineConfig({
  testDir: 'e2e',
  // A worker per slot of servers (e2e/ports.ts); a file's journeys run in order in one worker.
  fullyParallel: false,
  workers: e2eWorkers,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Caps for a hung journey, not speed checks: with both cores busy a passing journey took up to 29 s (measured).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Read in each worker: its own slot's preview (the config is loaded again there, after TEST_PARALLEL_INDEX is set).
    baseURL: `http://127.0.0.1:${ports.app}`,
    locale: 'nl-NL',
    // As an inspector may ask for it: the app's pulses stop (`motion-safe:`), and Chromium draws no frames for them
    // (half of its compositor's CPU in the journeys, measured).
    reducedMotion: 'reduce',
    // The app's service worker precaches the whole build on every first visit (8 % of the journeys' time, measured);
    // only e2e/offline-app.spec.ts, which is about it, lets it register.
    serviceWorkers: 'block',
    // Recording a trace for every journey cost a fifth of the suite's CPU (measured); a retried failure has one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: browser }],
  webServer: {
    // Every slot's mocks and preview of the one build (`npm run build:e2e`), in one process: e2e/servers.ts.
    command: 'node_modules/.bin/tsx e2e/servers.ts',
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    timeout: 60_000,
  },
});
