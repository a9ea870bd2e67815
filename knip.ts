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
  // The bench's own build of a blank page. vite.tanstack.config.ts is not here: loading it needs a package only its
  // bench installs. That build (`vite --config`) reads its default export, and swaps in use-tanstack-virtual-list.ts
  // for the app's use-virtual-list.ts, so that file exports what the app's does.
  vite: { config: ['vite.config.ts', 'bench/ui/cold-blank/vite.config.ts'] },
  ignoreIssues: {
    'bench/ui/virtualizer/vite.tanstack.config.ts': ['exports'],
    'bench/ui/virtualizer/use-tanstack-virtual-list.ts': ['exports'],
  },
  // A system tool: scripts/ensure-browser.ts runs it only where the machine has it.
  ignoreBinaries: ['apt-get'],
  // No file here is a library: what an entry (a script, a spec, a worker) exports is read only inside this repo, so an
  // export nobody imports is dead there too. An export used only in its own file is reported as well (the default):
  // drop the `export`.
  includeEntryExports: true,
};

export default config;
