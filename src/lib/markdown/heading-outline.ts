import type { Block } from './ast';

/**
 * The HTML level of each top-level heading of an answer shown under the page's own headings: the first heading
 * gets `base`, and a heading goes at most one level deeper than the one before it, so the outline never skips
 * (`# A` then `### B` read as h3 then h4). Returns a level per block index (undefined for other blocks).
 */
export function headingLevels(blocks: readonly Block[], base: number): (number | undefined)[] {
  const open: { source: number; level: number }[] = [];
  return blocks.map((block) => {
    if (block.type !== 'heading') return undefined;
    while (open.length > 0 && open[open.length - 1]!.source >= block.level) open.pop();
    const level = Math.min(6, open.length > 0 ? open[open.length - 1]!.level + 1 : base);
    open.push({ source: block.level, level });
    return level;
  });
}
