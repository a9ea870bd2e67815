import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The chunks the first screen needs that the entry only imports dynamically (so they stay out of the
 * initial budget): the conversation's engine and the session list. Without a hint the browser asks for them
 * only once the entry has run; with these low-priority module preloads it fetches them beside the entry,
 * which still comes first. scripts/bundle-budget.ts counts them as "preloaded", not as initial JS.
 */
export const firstScreenModules = ['src/app/live-session.tsx', 'src/features/sessions/session-sidebar.tsx'];

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
  const wanted = chunks.filter((chunk) => roots.some((root) => chunk.facadeModuleId?.endsWith(root)));
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
