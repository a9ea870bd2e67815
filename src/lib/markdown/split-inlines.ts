import { type Inline, inlineText } from './ast';

/**
 * A paragraph's inline content in runs of about `limit` characters, cut only at spaces between
 * top-level nodes' words. The runs are stable while the paragraph grows: a cut depends only on the
 * text before it.
 */
export function splitInlines(nodes: readonly Inline[], limit: number): Inline[][] {
  const runs: Inline[][] = [[]];
  let size = 0;
  for (const node of nodes) {
    if (node.type !== 'text') {
      runs[runs.length - 1]!.push(node);
      size += inlineText([node]).length;
      continue;
    }
    let rest = node.value;
    while (size + rest.length > limit) {
      const cut = rest.indexOf(' ', Math.max(0, limit - size));
      if (cut < 0 || cut === rest.length - 1) break;
      runs[runs.length - 1]!.push({ type: 'text', value: rest.slice(0, cut + 1) });
      runs.push([]);
      size = 0;
      rest = rest.slice(cut + 1);
    }
    if (rest) runs[runs.length - 1]!.push({ type: 'text', value: rest });
    size += rest.length;
  }
  return runs.filter((run) => run.length > 0);
}
