import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Inline, inlineText } from './ast';
import { parseInline } from './parse-inline';
import { splitInlines } from './split-inlines';

const text = (value: string): Inline => ({ type: 'text', value });

describe('splitInlines', () => {
  it('leaves a short paragraph whole', () => {
    const nodes = parseInline('kort **en** krachtig');
    expect(splitInlines(nodes, 100)).toEqual([nodes]);
  });

  it('cuts long text at a space after the limit, never inside a word or a node', () => {
    const runs = splitInlines(
      [text('aaaa bbbb cccc dddd'), { type: 'strong', children: [text('eeee ffff')] }, text(' gggg')],
      6,
    );
    expect(runs.map((run) => inlineText(run))).toEqual(['aaaa bbbb ', 'cccc ddddeeee ffff ', 'gggg']);
  });

  it('keeps every character, in order, and earlier runs unchanged as the text grows', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '*', '`', 'b', '_'), maxLength: 400 }),
        fc.integer({ min: 1, max: 300 }),
        (value, cut) => {
          const whole = splitInlines(parseInline(value), 40);
          expect(whole.map((run) => inlineText(run)).join('')).toBe(inlineText(parseInline(value)));
          const grown = splitInlines([text(value.slice(0, cut)), text(value.slice(cut))], 40).map((run) =>
            inlineText(run),
          );
          const start = splitInlines([text(value.slice(0, cut))], 40).map((run) => inlineText(run));
          expect(grown.slice(0, start.length - 1)).toEqual(start.slice(0, -1));
        },
      ),
    );
  });
});
