import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-blocks';
import { parseIncrementally } from './parse-incremental';
import type { MarkdownParse } from './parse-incremental';

const numRuns = Number(process.env.FUZZ_RUNS) || 1500;

const pieces = fc.constantFrom(
  ...[
    '\n',
    '\n\n',
    '\r\n',
    '\r',
    '  \n',
    ' ',
    '    ',
    '\t',
    'tekst',
    'a',
    '*',
    '**',
    '_',
    '`',
    '```',
    '~~~',
    '```ts\n',
  ],
  ...['# ', '## ', 'Titel\n===\n', 'x\n---\n', '> ', '- ', '* ', '+ ', '1. ', '2) ', '- [ ] ', '   - ', '  '],
  ...[
    '| a | b |\n',
    '|---|---|\n',
    '|:-:|\n',
    'A | B\n',
    '--|--\n',
    '| 1 | 2 |',
    '***\n',
    '[a](https://nvwa.nl)',
    '<b>',
  ],
  ...['|', '-', ':', '|---|', '--|--', 'A | B', 'x'],
);
const markdownish = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''));

/** Streams `text` in the given chunk sizes through the incremental parser. */
function streamed(text: string, sizes: readonly number[]): MarkdownParse {
  let parse = parseIncrementally('');
  let at = 0;
  for (const size of sizes) {
    if (at >= text.length) break;
    at = Math.min(text.length, at + size);
    parse = parseIncrementally(text.slice(0, at), parse);
  }
  return parseIncrementally(text, parse);
}

describe('parseIncrementally', () => {
  it('gives the same blocks as a whole parse, however the text arrives', () => {
    fc.assert(
      fc.property(
        markdownish,
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 80 }),
        (text, sizes) => {
          expect(streamed(text, sizes).blocks).toEqual(parseMarkdown(text));
        },
      ),
      { numRuns },
    );
  });

  it('keeps settled blocks by identity and re-parses only the open tail', () => {
    const first = parseIncrementally('# Kop\n\nEen.\n\nTwee.\n\nNog een');
    const next = parseIncrementally('# Kop\n\nEen.\n\nTwee.\n\nNog een alinea', first);
    expect(next.blocks[0]).toBe(first.blocks[0]);
    expect(next.blocks[1]).toBe(first.blocks[1]);
    expect(next.blocks[3]).toEqual({ type: 'paragraph', children: [{ type: 'text', value: 'Nog een alinea' }] });
    expect(next.blocks).toEqual(parseMarkdown(next.text));
  });

  it('starts over when the text is not an extension of the previous one', () => {
    const first = parseIncrementally('Een\n\nTwee\n\nDrie');
    const other = parseIncrementally('Vier\n\nVijf', first);
    expect(other.blocks).toEqual(parseMarkdown('Vier\n\nVijf'));
    expect(parseIncrementally('Een\n\nTwee\n\nDrie', first)).toBe(first);
  });

  it('turns a paragraph into a table or a heading when the line after it says so', () => {
    const before = parseIncrementally('Intro\n\nA | B\n');
    expect(parseIncrementally('Intro\n\nA | B\n--|--\n1 | 2', before).blocks[1]?.type).toBe('table');
    const text = parseIncrementally('Intro\n\nTitel\n');
    expect(parseIncrementally('Intro\n\nTitel\n===', text).blocks[1]?.type).toBe('heading');
  });
});
