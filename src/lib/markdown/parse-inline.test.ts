import { describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../../testing/count-work';
import type { Inline } from './ast';
import { MAX_INLINE_DEPTH } from './emphasis';
import { parseInline } from './parse-inline';

const scripts = /\/src\/lib\/markdown\//;
await startCountingWork();

const text = (value: string): Inline => ({ type: 'text', value });
const link = (href: string, value: string, title = ''): Inline => ({
  type: 'link',
  href,
  title,
  children: [text(value)],
});

function depthOf(nodes: readonly Inline[]): number {
  return Math.max(0, ...nodes.map((node) => ('children' in node ? 1 + depthOf(node.children) : 0)));
}

describe('parseInline', () => {
  it('reads emphasis, strong and strikethrough, and leaves snake_case and single tildes alone', () => {
    expect(parseInline('**vet** en *schuin* en __ook__ _dit_')).toEqual([
      { type: 'strong', children: [text('vet')] },
      text(' en '),
      { type: 'emphasis', children: [text('schuin')] },
      text(' en '),
      { type: 'strong', children: [text('ook')] },
      text(' '),
      { type: 'emphasis', children: [text('dit')] },
    ]);
    expect(parseInline('~~weg~~ ~5 °C en food_safety_agent')).toEqual([
      { type: 'delete', children: [text('weg')] },
      text(' ~5 °C en food_safety_agent'),
    ]);
    expect(parseInline('***beide***')).toEqual([
      { type: 'emphasis', children: [{ type: 'strong', children: [text('beide')] }] },
    ]);
    expect(parseInline('*a **b** c*')).toEqual([
      { type: 'emphasis', children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')] },
    ]);
  });

  it('keeps unmatched delimiters literal, as while streaming', () => {
    expect(parseInline('**half')).toEqual([text('**half')]);
    expect(parseInline('a * b')).toEqual([text('a * b')]);
    expect(parseInline('**a*')).toEqual([text('*'), { type: 'emphasis', children: [text('a')] }]);
  });

  it('reads code spans of any backtick count, without markup inside', () => {
    expect(parseInline('`**x**` en ``a ` b`` en ` `` `')).toEqual([
      { type: 'code', value: '**x**' },
      text(' en '),
      { type: 'code', value: 'a ` b' },
      text(' en '),
      { type: 'code', value: '``' },
    ]);
    expect(parseInline('`open *x*')).toEqual([text('`open '), { type: 'emphasis', children: [text('x')] }]);
  });

  it('reads links with titles, nested parentheses and pointy destinations', () => {
    expect(parseInline('[NVWA](https://nvwa.nl "De site")')).toEqual([link('https://nvwa.nl', 'NVWA', 'De site')]);
    expect(parseInline('[wiki](https://x.nl/a_(b)) en [p](<https://x.nl/a b>)')).toEqual([
      link('https://x.nl/a_(b)', 'wiki'),
      text(' en '),
      link('https://x.nl/a b', 'p'),
    ]);
    expect(parseInline('[**vet**](#a)')).toEqual([
      { type: 'link', href: '#a', title: '', children: [{ type: 'strong', children: [text('vet')] }] },
    ]);
    expect(parseInline('[a [b](c) d](e)')).toEqual([text('[a '), link('c', 'b'), text(' d](e)')]);
    expect(parseInline('[half](https://exa')).toEqual([text('[half](https://exa')]);
  });

  it('turns images into image nodes with their alt text', () => {
    expect(parseInline('![Een *kaart*](https://x.nl/k.png "t")')).toEqual([
      { type: 'image', src: 'https://x.nl/k.png', title: 't', alt: 'Een kaart' },
    ]);
  });

  it('links <autolinks> and bare URLs, without trailing punctuation', () => {
    expect(parseInline('<https://a.nl/x> en <info@nvwa.nl>')).toEqual([
      link('https://a.nl/x', 'https://a.nl/x'),
      text(' en '),
      link('mailto:info@nvwa.nl', 'info@nvwa.nl'),
    ]);
    expect(parseInline('Zie https://nvwa.nl/a?b=1. En (www.nvwa.nl)!')).toEqual([
      text('Zie '),
      link('https://nvwa.nl/a?b=1', 'https://nvwa.nl/a?b=1'),
      text('. En ('),
      link('http://www.nvwa.nl', 'www.nvwa.nl'),
      text(')!'),
    ]);
    expect(parseInline('xhttps://a.nl en https://localhost:5173/x')).toEqual([
      text('xhttps://a.nl en '),
      link('https://localhost:5173/x', 'https://localhost:5173/x'),
    ]);
  });

  it('keeps raw HTML as literal text', () => {
    expect(parseInline('<script>alert(1)</script> <img src=x onerror="y">')).toEqual([
      text('<script>alert(1)</script> <img src=x onerror="y">'),
    ]);
  });

  it('honours backslash escapes and hard breaks', () => {
    expect(parseInline('\\*geen\\* \\[link](x) \\a')).toEqual([text('*geen* [link](x) \\a')]);
    expect(parseInline('een  \ntwee\\\ndrie\nvier')).toEqual([
      text('een'),
      { type: 'break' },
      text('twee'),
      { type: 'break' },
      text('drie\nvier'),
    ]);
  });

  it('caps nesting depth instead of building an arbitrarily deep tree', () => {
    const deep = `${'*_'.repeat(500)}x${'_*'.repeat(500)}`;
    const nodes = parseInline(deep);
    expect(depthOf(nodes)).toBeLessThanOrEqual(MAX_INLINE_DEPTH);
    expect(JSON.stringify(nodes)).toContain('"x"');
  });

  // Counted, not timed (a busy machine changes nothing): 4× the input may cost at most 6× the work, where a
  // quadratic parser would cost 16×. Wall time belongs in `npm run bench`.
  describe('stays linear on hostile input', () => {
    const inputs: Record<string, (size: number) => string> = {
      '*': (size) => '*'.repeat(size),
      _: (size) => '_'.repeat(size),
      '[': (size) => '['.repeat(size),
      '`': (size) => '`'.repeat(size),
      ']': (size) => ']'.repeat(size),
      'underscores between tildes': (size) => '_~'.repeat(size / 2),
      'backtick runs of growing length': (size) =>
        Array.from({ length: Math.round(Math.sqrt(2 * size)) }, (_, n) => '`'.repeat(n + 1)).join(' '),
      'open link destinations': (size) => '[a](b '.repeat(size / 6),
      'open parentheses in destinations': (size) => '[](('.repeat(size / 4),
      'open titles': (size) => '[a](b "'.repeat(size / 7),
      'invalid bare domains': (size) => 'www._'.repeat(size / 5),
      'alternating delimiters': (size) => 'a*b_'.repeat(size / 4),
      'nested emphasis': (size) => `${'*_'.repeat(size / 4)}x${'_*'.repeat(size / 4)}`,
    };
    it.each(Object.entries(inputs))('%s', async (_, make) => {
      const growth = await workGrowth((size) => parseInline(make(size)), { size: 8192, factor: 4, scripts });
      expect(growth).toBeLessThan(6);
    });
  });
});
