import { describe, expect, it } from 'vitest';
import type { Block } from './ast';
import { headingLevels } from './heading-outline';

const h = (level: number): Block => ({ type: 'heading', level, children: [{ type: 'text', value: 'x' }] });
const p: Block = { type: 'paragraph', children: [{ type: 'text', value: 'y' }] };

describe('headingLevels', () => {
  it('starts at the base level whatever the first heading is', () => {
    expect(headingLevels([h(2), p, h(2)], 3)).toEqual([3, undefined, 3]);
    expect(headingLevels([h(1)], 3)).toEqual([3]);
  });

  it('never skips a level going deeper, and goes back up to the level of a sibling', () => {
    expect(headingLevels([h(1), h(3), h(6), h(3), h(2), h(4)], 3)).toEqual([3, 4, 5, 4, 4, 5]);
  });

  it('stops at h6', () => {
    expect(headingLevels([h(1), h(2), h(3), h(4), h(5), h(6)], 3)).toEqual([3, 4, 5, 6, 6, 6]);
  });
});
