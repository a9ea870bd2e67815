import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The chunks the first screen needs that the entry only imports dynamically (so they stay out of the
 * initial budget): the conversation's engine and the session list. Without a hint the browser asks for them
 * only once the entry has run; with these low-priority module preloads it fetches them beside the entry,
 * which still comes first. scripts/bundle-budget.ts counts them as "preloaded", not as initial JS.
 */
const firstScreenModules = [
  'src/app/conversation/live-session.tsx',
  'src/features/sessions/session-sidebar.tsx',
  // Loaded on every start too: what the first screen renders (the microphone, the `?` listener, the inspector
  // picker) and the REST contracts the session list, the inspector picker and the gateway probe read. Not the
  // approval dialog, the preferences form or the speech engine: they come with the after-load chunk (vite.config.ts),
  // once a request is pending, the form is opened or the page has loaded.
  'src/features/chat/mic-button.tsx',
  'src/app/layout/shortcut-help.tsx',
  'src/app/layout/inspector-picker.tsx',
  'src/api/contract.ts',
  'src/api/gateway-contract.ts',
];

/** What `roots` import statically, transitively, minus what `entries` already import statically: first-screen code. */
export function firstScreenModuleIds(
  roots: readonly string[],
  entries: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      importsOf(id).forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const initial = closure(entries);
  return new Set([...closure(roots)].filter((id) => !initial.has(id)));
}

/**
 * What loads once there is something to list: the conversation's rows and the session list's, with their virtual
 * list. A first visit (a new inspector) has neither, so its first screen does without them (issue 36).
 */
const rowModules = ['src/features/chat/transcript.tsx', 'src/features/sessions/session-rows.tsx'];

interface Group {
  name: string;
  test: (id: string) => boolean;
}

/**
 * All of the first screen's lazy code in one chunk, not twelve: it all loads on every start anyway, and one
 * chunk spares each seam's imports, exports and gzip restart (≈ 3.9 KB gzip of the total, measured). Returns the
 * plugin that reads the module graph, the code-splitting group that uses it, and which modules are the lists' rows.
 */
export function firstScreenChunk(): { plugin: Plugin; group: Group; isRow: (id: string) => boolean } {
  let modules = new Set<string>();
  let rows = new Set<string>();
  const plugin: Plugin = {
    name: 'hai-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const rootsOf = (names: readonly string[]) => ids.filter((id) => names.some((root) => id.endsWith(root)));
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      modules = firstScreenModuleIds(rootsOf(firstScreenModules), entries, importsOf);
      rows = firstScreenModuleIds(rootsOf(rowModules), [...entries, ...modules], importsOf);
    },
  };
  return {
    plugin,
    group: { name: 'first-screen', test: (id) => modules.has(id) },
    isRow: (id) => rows.has(id),
  };
}

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/** The file names of `roots` and every chunk they import statically, minus what the entry already loads. */
export function preloadsFor(bundle: OutputBundle, roots: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const closure = (start: readonly OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) if (isChunk(bundle[name])) visit(bundle[name]);
    };
    start.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const holds = (chunk: OutputChunk, root: string) => (chunk.moduleIds ?? []).some((id) => id.endsWith(root));
  const wanted = chunks.filter((chunk) => roots.some((root) => holds(chunk, root)));
  return [...closure(wanted)].filter((file) => !entry.has(file));
}

export function firstScreenPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'hai-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return preloadsFor(context.bundle, firstScreenModules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${file}`, fetchpriority: 'low', crossorigin: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
