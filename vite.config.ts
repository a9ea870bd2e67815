import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { cspPlugin } from './scripts/csp-plugin.ts';
import { firstScreenChunk, firstScreenPreloadPlugin } from './scripts/first-screen-preload.ts';
import { i18nShortKeys } from './scripts/i18n-short-keys.ts';
import { countingWorkFiles } from './scripts/test-projects.ts';
import { zodJitless } from './scripts/zod-jitless.ts';
import { zodStatementPlugin } from './scripts/zod-statement.ts';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema.ts';
import { zodWithoutMemoizer } from './scripts/zod-without-memoizer.ts';
import { zodWithoutUnusedMethods } from './scripts/zod-without-unused-methods.ts';

// The app shell for offline starts. public/manifest.webmanifest and the index.html tags are ours; the app
// registers the worker itself (src/app/pwa/) so its URL goes through a Trusted Types policy. config.js is
// edited on deployed servers, so the network wins; offline the copy last fetched answers, or the one fetched
// when this version installed (kept under another URL, so precaching does not serve it first). AGORA's REST
// and WebSocket traffic never goes through a cache here: React Query and the outbox keep their own.
const firstScreen = firstScreenChunk();
const nodeRoots = ['src', 'scenarios', 'mock-server', 'scripts'];
const countingNode = countingWorkFiles(nodeRoots);
const offlineConfig = 'config.js?offline';
const afterLoad =
  /src[\\/](components[\\/]ui[\\/]markdown|features[\\/](chat[\\/](answer-actions|state-change-row|client-tool-form|tool-result-card)|tts[\\/](tts-controls|tts-settings|server-voice\.)|gateway[\\/])|model[\\/](result-card|report-links)|features[\\/]chat[\\/]report-card|i18n[\\/]((nl|en)-result-card|gateway-texts)|app[\\/](pwa[\\/]|layout[\\/](shortcut-dialog|open-workspace)|voice[\\/](voice-controller|speech-player))|speech[\\/]|features[\\/](users|debug|state)[\\/]|features[\\/]approval[\\/](?!approval-slot)|i18n[\\/]((nl|en)-(approval-review|preferences)|debug-panel-texts|nl-(debug|inspect|state-travel))|app[\\/]layout[\\/](preferences-form|gateway-slot)|api[\\/](rest-writes|confirmed-write)|transport[\\/](hai-v1|sse)-transport|protocol[\\/]hai-v1)/;
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => (entry.url === 'config.js' ? { ...entry, url: offlineConfig } : entry)),
        warnings: [],
      }),
    ],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('/config.js'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'hai-config',
          networkTimeoutSeconds: 3,
          precacheFallback: { fallbackURL: offlineConfig },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    zodWithoutJsonSchema(),
    zodStatementPlugin(zodJitless),
    zodWithoutUnusedMethods(),
    zodStatementPlugin(zodWithoutMemoizer),
    i18nShortKeys(),
    react(),
    tailwindcss(),
    cspPlugin(),
    firstScreenPreloadPlugin(),
    firstScreen.plugin,
    pwa,
  ],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: {
      // The CSS's transforms (Tailwind's, Vite's own) carry no source map; the CSS is emitted as its own file, so
      // the JavaScript maps are whole. Any other plugin's broken map is still reported. Plugin timings are left to
      // `npm run bench`: on a busy machine every build would report them.
      checks: { bundlerTimings: false },
      onwarn(warning, warn) {
        const cssPlugins = ['@tailwindcss/vite:generate:build', 'vite:css'];
        if (warning.code === 'SOURCEMAP_BROKEN' && cssPlugins.includes(warning.plugin ?? '')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            firstScreen.group,
            // Everything lazy but the other transports, in one chunk that loads once the page has: registering this
            // build and offering its update, the Markdown renderer and an answer's extras, speaking and listening
            // (the speech engine too, from when the page has loaded), the gateway, the debug panels with their
            // texts, the inspectors' admin, the REST writes, the approval dialog (imported once a request is pending: features/approval/approval-slot.tsx),
            // the preferences form, a report's download card and the transports other than AGORA's socket (AG-UI SSE,
            // HAI v1.1: chosen at start by few; a chunk of their own cost 0.3 KB more): none is needed for the first paint (issue 36). The
            // service worker precaches every chunk on the first visit anyway, so splitting these saved no download,
            // while one chunk shares gzip's context (JSX, class names): −3.4 KB against seven (measured); what it
            // costs is parsing code a visit may not use, after the page is up.
            {
              name: 'after-load',
              test: (id: string) => afterLoad.test(id) || firstScreen.isRow(id),
            },
          ],
        },
      },
    },
  },
  test: {
    // A cap for a hung test, not a speed check: under load on two cores a passing test may take many seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two workers on two cores (Vitest's default leaves one core idle there).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Each worker imports a module once for all its files: none of them leaves global state behind.
          isolate: false,
          include: nodeRoots.map((root) => `${root}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...countingNode],
        },
      },
      {
        extends: true,
        test: { name: 'node-counting', environment: 'node', include: countingNode },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker, not per file (its set-up was most of the component tests' time); src/testing/setup-dom.ts
          // clears what a test leaves behind and lets a file end only once the lazy imports it started have loaded.
          isolate: false,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
