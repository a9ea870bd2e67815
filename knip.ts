import type { KnipConfig } from 'knip';

// Unused files, exports and exported types fail `npm run lint`. Knip's plugins already read the Vite, Vitest and
// Playwright configs (index.html → src/app/boot/main.tsx, the unit tests and their set-up, the e2e specs) and the
// package.json scripts; below is what they cannot know.
const config: KnipConfig = {
  entry: [
    // Loaded as `?worker&url` by worker-socket.ts and search-engine.ts, an import Knip does not follow.
    'src/transport/socket-worker.ts',
    'src/**/*.worker.ts',
    // Command-line tools run with tsx by hand, by the Dockerfile or by other scripts.
    'mock-server/langgraph-fixtures.ts',
    'scripts/*.ts',
    'bench/**/*.ts',
    '!bench/ui/cold-blank/vite.config.ts',
    '!bench/ui/virtualizer/vite.hand-written.config.ts',
    'e2e/*.spec.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'mock-server/**/*.ts',
    'scenarios/**/*.ts',
    'scripts/**/*.ts',
    'bench/**/*.{ts,tsx}',
    'e2e/**/*.ts',
  ],
  // The bench's own builds: a blank page, and the app with the hand-written virtual list it had before (read from git).
  vite: {
    config: [
      'vite.config.ts',
      'bench/ui/cold-blank/vite.config.ts',
      'bench/ui/virtualizer/vite.hand-written.config.ts',
    ],
  },
  // A system tool: scripts/ensure-browser.ts runs it only where the machine has it.
  ignoreBinaries: ['apt-get'],
  // No file here is a library: what an entry (a script, a spec, a worker) exports is read only inside this repo, so an
  // export nobody imports is dead there too. An export used only in its own file is reported as well (the default):
  // drop the `export`.
  includeEntryExports: true,
};

export default config;
