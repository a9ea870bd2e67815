import { describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../../testing/count-work';
import type { Block, Inline } from './ast';
import { MAX_BLOCK_DEPTH, parseMarkdown } from './parse-blocks';

const scripts = /\/src\/lib\/markdown\//;
await startCountingWork();

const text = (value: string): Inline[] => [{ type: 'text', value }];
const paragraph = (value: string): Block => ({ type: 'paragraph', children: text(value) });
const item = (value: string, checked: boolean | null = null) => ({ checked, children: [paragraph(value)] });

function depthOf(blocks: readonly Block[]): number {
  return Math.max(
    0,
    ...blocks.map((block) =>
      block.type === 'quote'
        ? 1 + depthOf(block.children)
        : block.type === 'list'
          ? 1 + Math.max(0, ...block.items.map((entry) => depthOf(entry.children)))
          : 0,
    ),
  );
}

describe('parseMarkdown', () => {
  it('reads ATX and setext headings and paragraphs with soft breaks', () => {
    expect(parseMarkdown('# Een #\n###### Zes\n#geen kop\n\nTitel\n===\nregel een\nregel twee\n---')).toEqual([
      { type: 'heading', level: 1, children: text('Een') },
      { type: 'heading', level: 6, children: text('Zes') },
      paragraph('#geen kop'),
      { type: 'heading', level: 1, children: text('Titel') },
      { type: 'heading', level: 2, children: text('regel een\nregel twee') },
    ]);
  });

  it('reads fenced code with ``` and ~~~, its language, and runs an unclosed fence to the end', () => {
    expect(parseMarkdown('```ts extra\nconst a = 1;\n\n**geen markup**\n```\n~~~\n```\nx\n~~~~')).toEqual([
      { type: 'code', lang: 'ts', value: 'const a = 1;\n\n**geen markup**' },
      { type: 'code', lang: '', value: '```\nx' },
    ]);
    expect(parseMarkdown('Tekst\n```python\nprint(1)\n# nog')).toEqual([
      paragraph('Tekst'),
      { type: 'code', lang: 'python', value: 'print(1)\n# nog' },
    ]);
  });

  it('reads indented code, but not inside a paragraph', () => {
    expect(parseMarkdown('    code  \n\n      meer\n\ntekst\n    vervolg')).toEqual([
      { type: 'code', lang: '', value: 'code  \n\n  meer' },
      paragraph('tekst\nvervolg'),
    ]);
  });

  it('reads nested blockquotes with lazy continuation lines', () => {
    expect(parseMarkdown('> een\ntwee\n> > diep\n\nbuiten')).toEqual([
      { type: 'quote', children: [paragraph('een\ntwee'), { type: 'quote', children: [paragraph('diep')] }] },
      paragraph('buiten'),
    ]);
  });

  it('reads bullet and ordered lists with start numbers, nesting and task items', () => {
    expect(parseMarkdown('- een\n- twee\n  - sub\n* ander\n\n3) drie\n4) vier\n\n- [ ] open\n- [x] klaar')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        tight: true,
        items: [
          item('een'),
          {
            checked: null,
            children: [
              paragraph('twee'),
              { type: 'list', ordered: false, start: 1, tight: true, items: [item('sub')] },
            ],
          },
        ],
      },
      { type: 'list', ordered: false, start: 1, tight: true, items: [item('ander')] },
      { type: 'list', ordered: true, start: 3, tight: true, items: [item('drie'), item('vier')] },
      { type: 'list', ordered: false, start: 1, tight: true, items: [item('open', false), item('klaar', true)] },
    ]);
  });

  it('nests a bullet list indented under an ordered item by less than its content, as assistants write it', () => {
    const [list] = parseMarkdown('1. Stap\n  - detail\n2. Stap');
    expect(list).toMatchObject({
      type: 'list',
      ordered: true,
      items: [{ children: [paragraph('Stap'), { type: 'list', ordered: false }] }, item('Stap')],
    });
  });

  it('tells loose lists from tight ones and keeps indented paragraphs in their item', () => {
    expect(parseMarkdown('1. een\n\n   verder\n2. twee')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 1,
        tight: false,
        items: [{ checked: null, children: [paragraph('een'), paragraph('verder')] }, item('twee')],
      },
    ]);
    expect(parseMarkdown('- een\n\n- twee')).toMatchObject([{ type: 'list', tight: false }]);
  });

  it('takes a task box only before paragraph text, and never continues code lazily', () => {
    expect(parseMarkdown('- [ ] ```\n- [x]\n- [ ]')).toEqual([
      { type: 'list', ordered: false, start: 1, tight: true, items: [item('```', false), item('[x]'), item('[ ]')] },
    ]);
    expect(parseMarkdown('1. ```js\n   a\nb')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 1,
        tight: true,
        items: [{ checked: null, children: [{ type: 'code', lang: 'js', value: 'a' }] }],
      },
      paragraph('b'),
    ]);
    expect(parseMarkdown('> # Kop\ntekst')).toEqual([
      { type: 'quote', children: [{ type: 'heading', level: 1, children: text('Kop') }] },
      paragraph('tekst'),
    ]);
    expect(parseMarkdown('-\n\n    code')).toEqual([
      { type: 'list', ordered: false, start: 1, tight: true, items: [{ checked: null, children: [] }] },
      { type: 'code', lang: '', value: 'code' },
    ]);
  });

  it('reads horizontal rules, also where a list marker could start', () => {
    expect(parseMarkdown('***\n- - -\n___\n* * *')).toEqual([
      { type: 'rule' },
      { type: 'rule' },
      { type: 'rule' },
      { type: 'rule' },
    ]);
  });

  it('reads GFM tables with alignment, escaped pipes and ragged rows', () => {
    expect(parseMarkdown('Zie:\n| a | b | c |\n|:-|:-:|--:|\n| `x\\|y` | 2 \\| 3 |\n| 1 | 2 | 3 | 4 |\n\nna')).toEqual([
      paragraph('Zie:'),
      {
        type: 'table',
        align: ['left', 'center', 'right'],
        head: [text('a'), text('b'), text('c')],
        rows: [
          [[{ type: 'code', value: 'x|y' }], text('2 | 3'), []],
          [text('1'), text('2'), text('3')],
        ],
      },
      paragraph('na'),
    ]);
  });

  it('shows a half-streamed table as text until its delimiter row is complete', () => {
    expect(parseMarkdown('| a | b |\n|---')).toEqual([paragraph('| a | b |\n|---')]);
    expect(parseMarkdown('| a | b |\n|---|---|')).toMatchObject([{ type: 'table', rows: [] }]);
  });

  it('keeps raw HTML blocks as paragraph text', () => {
    expect(parseMarkdown('<div onclick="x">\n<script>alert(1)</script>\n</div>')).toEqual([
      paragraph('<div onclick="x">\n<script>alert(1)</script>\n</div>'),
    ]);
  });

  it('never nests deeper than MAX_BLOCK_DEPTH', () => {
    const quotes = parseMarkdown(`${'>'.repeat(1000)} diep`);
    const lists = parseMarkdown(
      Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level)}- niveau ${level}`).join('\n'),
    );
    const bullets = parseMarkdown(`${'- '.repeat(1000)}x`);
    for (const blocks of [quotes, lists, bullets]) expect(depthOf(blocks)).toBeLessThanOrEqual(MAX_BLOCK_DEPTH);
    expect(JSON.stringify(quotes)).toContain('diep');
    expect(JSON.stringify(lists)).toContain('niveau 999');
  });

  it('handles CRLF line endings and NUL characters', () => {
    expect(parseMarkdown('# Kop\r\nregel\0')).toEqual([
      { type: 'heading', level: 1, children: text('Kop') },
      paragraph('regel\uFFFD'),
    ]);
  });

  // Counted, not timed (a busy machine changes nothing): 4× the input may cost at most 6× the work, where a
  // quadratic parser would cost 16×. Wall time belongs in `npm run bench`.
  describe('stays linear on hostile input', () => {
    const sentence =
      'Het monster is **genomen** bij _Bella Rosa_; de koelcel stond op 9 °C, zie https://nvwa.nl en `852/2004`. Verder geen bijzonderheden gevonden. ';
    const inputs: Record<string, (size: number) => string> = {
      'one long line': (size) => sentence.repeat(size / sentence.length),
      'dense markup': (size) => '**a** _b_ `c` [d](#e) '.repeat(size / 24),
      'one character': (size) => 'x'.repeat(size),
      '>': (size) => '>'.repeat(size),
      '#': (size) => '#'.repeat(size),
      '|': (size) => '|'.repeat(size),
      'list markers': (size) => '- '.repeat(size / 2),
      'spaces before text': (size) => `${' '.repeat(size)}x`,
      'fence lines': (size) => '```\n'.repeat(size / 4),
      'many table rows': (size) => `| a | b |\n|---|---|\n${'| 1 | 2 |\n'.repeat(size / 10)}`,
      'many short lines': (size) => 'regel\n'.repeat(size / 6),
      'nested quotes and lists': (size) => '> - > 1. '.repeat(size / 9),
    };
    it.each(Object.entries(inputs))('%s', async (_, make) => {
      const growth = await workGrowth((size) => parseMarkdown(make(size)), { size: 8192, factor: 4, scripts });
      expect(growth).toBeLessThan(6);
    });
  });
});
