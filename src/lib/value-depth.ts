/**
 * Server values are walked by recursive code everywhere (tree building, diffs, React's tree view, V8's own
 * JSON.stringify and structured clone), and a value nested 100,000 deep overflows the stack in any of them.
 * So values are bounded once, where they come in, without recursion: a container deeper than the limit
 * is kept as a short text of itself, and the caller marks that it cut.
 *
 * 64 levels: real states, tool arguments and histories stay under 15; 64 recursive steps of any walk
 * (or 64 nested React components in the JSON view) are far from any stack limit, with room for the
 * reducer's own frames above them.
 */
export const maxValueDepth = 64;

export type Container = Record<string, unknown> | unknown[];

export const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/**
 * The number of nested containers in `value` (a scalar 0, `{}` 1, `[[1]]` 2), found without recursion.
 * Stops counting once it passes `stopAbove`, so a shallow limit costs little on a huge value.
 */
export function valueDepth(value: unknown, stopAbove = Infinity): number {
  const stack: [unknown, number][] = [[value, 1]];
  let deepest = 0;
  while (stack.length > 0) {
    const [next, depth] = stack.pop()!;
    if (!isContainer(next)) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(next)) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return deepest;
}
