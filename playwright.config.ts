import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium';

const mockPort = Number(process.env.E2E_MOCK_PORT ?? 8787);
const olderMockPort = Number(process.env.E2E_OLDER_MOCK_PORT ?? 8788);
const appPort = Number(process.env.E2E_APP_PORT ?? 4187);
const gatewayMockPort = Number(process.env.E2E_GATEWAY_MOCK_PORT ?? 8789);
const keyMockPort = Number(process.env.E2E_KEY_MOCK_PORT ?? 8790);
const sameOriginPort = Number(process.env.E2E_SAME_ORIGIN_PORT ?? 8791);
const olderAgoraMockPort = Number(process.env.E2E_OLDER_AGORA_MOCK_PORT ?? 8792);
const mockOrigins = [mockPort, olderMockPort, gatewayMockPort, keyMockPort, olderAgoraMockPort]
  .map((port) => `http://127.0.0.1:${port} ws://127.0.0.1:${port}`)
  .join(' ');
const build = `dist-e2e-${appPort}`;
const chromium = findChromium();
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromium?.path, args: ['--disable-gpu', '--disable-quic', '--disable-sync'] },
};

export default defineConfig({
  testDir: 'e2e',
  // One at a time: two browsers beside six servers on two cores made timing-bound journeys flaky (measured).
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Caps for a hung journey, not speed checks: with both cores busy a passing journey took up to 29 s (measured).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: browser }],
  webServer: [
    {
      command: `node_modules/.bin/tsx mock-server/main.ts --port ${mockPort} --delay 0 --test-hooks`,
      url: `http://127.0.0.1:${mockPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx mock-server/main.ts --port ${olderMockPort} --delay 0 --test-hooks --contract 2.4.1`,
      url: `http://127.0.0.1:${olderMockPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // AGORA's older mock: GET / answers, but no /agents, no preferences, no rename (e2e/older-agora-mock.spec.ts).
      command: `node_modules/.bin/tsx mock-server/main.ts --port ${olderAgoraMockPort} --delay 0 --test-hooks --without agents,preferences,rename`,
      url: `http://127.0.0.1:${olderAgoraMockPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // AGORA's gateway with ElevenLabs configured: the gateway's voice (e2e/gateway-voice.spec.ts).
      command: `node_modules/.bin/tsx mock-server/main.ts --port ${gatewayMockPort} --delay 0 --test-hooks --gateway --tts`,
      url: `http://127.0.0.1:${gatewayMockPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // AGORA's gateway with REQUIRE_AUTH: the key dialog, the key on REST and the socket (e2e/gateway-key.spec.ts).
      command: `node_modules/.bin/tsx mock-server/main.ts --port ${keyMockPort} --delay 0 --test-hooks --api-key e2e-gateway-key-7f3a`,
      url: `http://127.0.0.1:${keyMockPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // One production build for every journey. A copy, as built, is served beside AGORA on one origin (below);
      // the preview gets a config.js pointing at the mock, as a deployment on its own origin would.
      command: [
        `node_modules/.bin/vite build --outDir ${build} --emptyOutDir`,
        `rm -rf ${build}-same-origin && cp -r ${build} ${build}-same-origin`,
        `node_modules/.bin/tsx scripts/write-runtime-config.ts ${build} wsUrl=ws://127.0.0.1:${mockPort}/ws apiUrl=http://127.0.0.1:${mockPort}`,
        `node_modules/.bin/vite preview --outDir ${build} --host 127.0.0.1 --port ${appPort} --strictPort`,
      ].join(' && '),
      url: `http://127.0.0.1:${appPort}`,
      reuseExistingServer: !process.env.CI,
      // Other journeys point the same build at other mocks (`?api=…&ws=…`).
      env: { VITE_CSP_CONNECT_SRC: mockOrigins },
      timeout: 120_000,
    },
    {
      // The built app and AGORA's gateway on one origin, as behind AGORA's nginx (e2e/same-origin.spec.ts).
      command: `node_modules/.bin/tsx mock-server/main.ts --port ${sameOriginPort} --delay 0 --test-hooks --gateway --static ${build}-same-origin`,
      url: `http://127.0.0.1:${sameOriginPort}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
