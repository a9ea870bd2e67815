import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Markdown from '../markdown';

const numRuns = Number(process.env.FUZZ_RUNS) || 1500;

const allowedTags = new Set([
  'p',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'hr',
  'br',
  'a',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const allowedAttributes = new Set([
  'class',
  'href',
  'title',
  'target',
  'rel',
  'start',
  'style',
  'type',
  'checked',
  'disabled',
  'readonly',
  'aria-label',
]);
const safeHref = /^(?:https?:|mailto:|tel:|#|\/)/i;

const pieces = fc.constantFrom(
  ...[
    '*',
    '**',
    '_',
    '__',
    '~~',
    '~',
    '`',
    '``',
    '```',
    '~~~',
    '[',
    ']',
    '(',
    ')',
    '![',
    '<',
    '>',
    '> ',
    '#',
    '## ',
    '- ',
    '* ',
    '1. ',
    '2) ',
    '- [ ] ',
    '- [x] ',
  ],
  ...[
    '|',
    ' | ',
    '|---|',
    '|:-:|',
    '\\',
    '\\|',
    '\n',
    '\n\n',
    '  \n',
    ' ',
    '  ',
    '    ',
    '\t',
    '"',
    "'",
    '===',
    '---',
    'a',
    'tekst',
    '9 °C',
    '😀',
  ],
  ...['https://nvwa.nl', 'www.nvwa.nl', 'http://a_b.c', 'mailto:a@b.nl', 'tel:+31', '#kop', '/pad', '//host', 'a@b.nl'],
  ...[
    'javascript:alert(1)',
    'JaVa\tScRiPt:x',
    ' javascript:x',
    'java\u0000script:x',
    'data:text/html,x',
    'vbscript:x',
    '&#106;avascript:x',
    '&lt;',
  ],
  ...[
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:x">',
    'onerror=',
    ' onclick="x"',
    '<https://a.nl>',
    '<javascript:x>',
    '\u2028',
    '\u0000',
  ],
);
const markdownish = fc
  .array(
    fc.oneof({ weight: 6, arbitrary: pieces }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) }),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

/** Every tag in the markup with its attributes; throws on anything that is not a plain, well-formed tag. */
function tagsOf(html: string): { name: string; attributes: [string, string][] }[] {
  const tags = [];
  const startTag = /<([a-z][a-z0-9]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/y;
  const endTag = /<\/([a-z][a-z0-9]*)>/y;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    startTag.lastIndex = endTag.lastIndex = at;
    const start = startTag.exec(html);
    const end = start ? null : endTag.exec(html);
    if (!start && !end) throw new Error(`not a plain tag at ${at}: ${html.slice(at, at + 40)}`);
    const attributes = [...(start?.[2] ?? '').matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)].map(
      ([, name, value]) => [name!, value ?? ''] as [string, string],
    );
    tags.push({ name: (start ?? end)![1]!, attributes });
  }
  return tags;
}

function assertSafe(text: string): void {
  const html = renderToStaticMarkup(<Markdown text={text} />);
  for (const { name, attributes } of tagsOf(html)) {
    expect(allowedTags, html).toContain(name);
    for (const [attribute, value] of attributes) {
      expect(attribute.toLowerCase().startsWith('on'), html).toBe(false);
      expect(allowedAttributes, html).toContain(attribute.toLowerCase());
      if (attribute === 'href') expect(value, html).toMatch(safeHref);
    }
  }
}

describe('Markdown on arbitrary input', () => {
  it('never throws, and renders only allowed tags, no handlers and only safe links', () => {
    fc.assert(fc.property(markdownish, assertSafe), { numRuns });
  }, 120_000);

  it('does the same for arbitrary unicode strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), assertSafe), {
      numRuns: Math.ceil(numRuns / 3),
    });
  }, 120_000);

  it('renders hostile sample links inert', () => {
    const html = renderToStaticMarkup(
      <Markdown
        text={'[a](java\tscript:x) [b](&#106;avascript:x) [c]( JAVASCRIPT:x) <javascript:x> [d](https://nvwa.nl)'}
      />,
    );
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="https://nvwa.nl"']);
  });
});
