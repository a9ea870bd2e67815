import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../../testing/count-work';
import Markdown, { safeUrl } from './markdown';

const line = `Een lange regel zonder einde met ${'woorden '.repeat(600)}, **nadruk** en \`code\`. `;
await startCountingWork();

describe('Markdown', () => {
  it('renders tables and lists', () => {
    render(<Markdown text={'| a | b |\n|---|---|\n| 1 | 2 |\n\n- een\n- twee'} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never renders raw HTML', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> <script>alert(2)</script> **ok**'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('ok')).toBeInTheDocument();
  });

  it('shows raw HTML as literal text', () => {
    const { container } = render(<Markdown text={'<script>alert(1)</script>\n\n<svg onload="x()"></svg>'} />);
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<svg onload="x()"></svg>');
    expect(container.querySelector('script, svg, [onload]')).toBeNull();
  });

  it('opens links safely and makes unsafe links inert', () => {
    render(<Markdown text={'[web](https://nvwa.nl) [kwaad](javascript:alert(1)) [data](data:text/html,x)'} />);
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'kwaad' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
    expect(screen.getByText('kwaad').tagName).toBe('SPAN');
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('');
  });

  it('links bare URLs and <autolinks>', () => {
    render(<Markdown text={'Zie https://nvwa.nl/a. Of <mailto:info@nvwa.nl>, <javascript:alert(1)>'} />);
    expect(screen.getByRole('link', { name: 'https://nvwa.nl/a' })).toHaveAttribute('href', 'https://nvwa.nl/a');
    expect(screen.getByRole('link', { name: 'mailto:info@nvwa.nl' })).toHaveAttribute('href', 'mailto:info@nvwa.nl');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('never loads images: a safe one becomes a link, an unsafe one its alt text', () => {
    const { container } = render(
      <Markdown
        text={
          '![Plattegrond](https://x.nl/p.png) ![Kwaad](javascript:x) [![Logo](https://x.nl/l.png)](https://nvwa.nl)'
        }
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Plattegrond' })).toHaveAttribute('href', 'https://x.nl/p.png');
    expect(container).toHaveTextContent('Kwaad');
    expect(screen.queryByRole('link', { name: 'Kwaad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Logo' })).toHaveAttribute('href', 'https://nvwa.nl');
    expect(container.querySelector('a a')).toBeNull();
  });

  it("puts an answer's headings under the page's h1 and h2, one level deeper at most, never skipping", () => {
    const { container } = render(<Markdown text={'# Een\n## Twee\n#### Vier\n## Ook twee\n\nTekst'} />);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (h) => `${h.tagName}:${h.textContent}`,
    );
    expect(levels).toEqual(['H3:Een', 'H4:Twee', 'H5:Vier', 'H4:Ook twee']);
    expect(container.querySelector('h3')).toHaveClass('text-lg');
  });

  it('starts at h3 whichever level the answer starts with', () => {
    render(<Markdown text={'### Bevindingen\n\n- een\n\n### Advies'} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bevindingen', 'Advies']);
  });

  it('wraps tables in a scroll container and aligns columns', () => {
    const { container } = render(<Markdown text={'| Naam | Aantal |\n|:--|--:|\n| Kaas | 3 |'} />);
    const table = screen.getByRole('table');
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(within(table).getByRole('columnheader', { name: 'Aantal' })).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: '3' })).toHaveStyle({ textAlign: 'right' });
    expect(container.querySelector('td')).toHaveClass('align-top');
  });

  it('renders code blocks, inline code, emphasis, strikethrough, quotes and rules', () => {
    const { container } = render(
      <Markdown text={'```js\nlet a = "<b>";\n```\n\n`x` *em* **vet** ~~weg~~\n\n> citaat\n\n---'} />,
    );
    expect(container.querySelector('pre > code')).toHaveTextContent('let a = "<b>";');
    expect(container.querySelector('p > code')).toHaveTextContent('x');
    expect(container.querySelector('em')).toHaveTextContent('em');
    expect(container.querySelector('strong')).toHaveTextContent('vet');
    expect(container.querySelector('del')).toHaveTextContent('weg');
    expect(container.querySelector('blockquote')).toHaveTextContent('citaat');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('renders ordered lists from their start number and tasks as disabled checkboxes', () => {
    const { container } = render(
      <Markdown text={'3. drie\n4. vier\n\n- [x] Temperatuur gemeten\n- [ ] Monster genomen'} />,
    );
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    const done = screen.getByRole('checkbox', { name: 'Temperatuur gemeten' });
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Monster genomen' })).not.toBeChecked();
  });

  it('renders every prefix of a streamed answer without throwing', () => {
    const answer =
      '## Bevindingen\n\n| Punt | Status |\n|:--|:-:|\n| Koelcel | **te warm** |\n\n1. Eerst\n   - [x] gemeten\n2. Dan `code`\n\n```sql\nselect 1;\n```\n> Klaar, zie [NVWA](https://nvwa.nl).';
    const { container, rerender } = render(<Markdown text="" />);
    for (let end = 1; end <= answer.length; end++) rerender(<Markdown text={answer.slice(0, end)} />);
    expect(screen.getByRole('link', { name: 'NVWA' })).toBeInTheDocument();
    rerender(<Markdown text={'Voorbeeld:\n```ts\nconst a = 1;'} />);
    expect(container.querySelector('pre > code')).toHaveTextContent('const a = 1;');
  });

  // Counted, not timed: 4× the input may cost at most 6× the work (our code's, not React's); quadratic would be 16×.
  it.each(
    Object.entries({
      stars: (size: number) => '*'.repeat(size),
      brackets: (size: number) => '['.repeat(size),
      backticks: (size: number) => '`'.repeat(size),
      'one long line': (size: number) => line.repeat(Math.ceil(size / line.length)),
    }),
  )('renders huge and hostile input (%s) in linear work', async (_, make) => {
    const draw = (size: number) => renderToStaticMarkup(<Markdown text={make(size)} />);
    expect(await workGrowth(draw, { size: 16_384, factor: 4, scripts: /\/src\// })).toBeLessThan(6);
  });
});

describe('Markdown while streaming', () => {
  const long = Array.from({ length: 1_500 }, (_, n) => `woord${n}`).join(' ');

  it('shows a very long paragraph in runs of separate lines, and a short one whole', () => {
    const { container, rerender } = render(<Markdown text={`# Kop\n\n${long}`} />);
    const runs = container.querySelectorAll('p > span.block');
    expect(runs.length).toBeGreaterThan(1);
    expect(container.querySelector('p')).toHaveTextContent(long);
    const first = runs[0];
    rerender(<Markdown text={`# Kop\n\n${long} en meer`} />);
    expect(container.querySelector('p > span.block')).toBe(first);
    rerender(<Markdown text={'Kort.'} />);
    expect(container.querySelectorAll('p > span.block')).toHaveLength(0);
  });

  it('renders the same markup as a whole parse once the text is complete, whatever arrived before', () => {
    const text = '## Bevindingen\n\n- koeling **9 °C**\n- etiket ontbreekt\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSlot';
    const { container, rerender } = render(<Markdown text={text.slice(0, 20)} />);
    for (let at = 21; at <= text.length; at += 7) rerender(<Markdown text={text.slice(0, at)} />);
    rerender(<Markdown text={text} />);
    expect(container.innerHTML).toBe(renderToStaticMarkup(<Markdown text={text} />));
  });

  it('keeps the DOM of settled blocks while the tail grows', () => {
    const { container, rerender } = render(<Markdown text={'Een.\n\nTwee.\n\nDrie'} />);
    const first = container.querySelector('p');
    const firstText = first?.firstChild;
    rerender(<Markdown text={'Een.\n\nTwee.\n\nDrie en meer'} />);
    expect(container.querySelector('p')).toBe(first);
    expect(container.querySelector('p')?.firstChild).toBe(firstText);
    expect(container).toHaveTextContent('Drie en meer');
  });
});
