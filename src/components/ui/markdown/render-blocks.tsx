import { Fragment, type ReactNode } from 'react';
import { type Block, inlineText, type ListItem } from '../../../lib/markdown/ast';
import { splitInlines } from '../../../lib/markdown/split-inlines';
import { codeClass, renderInlines } from './render-inline';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

/** The level a heading nested in a list or quote gets: below the page's own headings. */
const nestedLevel = (source: number) => Math.min(6, Math.max(3, source + 1));

const headingClass: Record<number, string> = { 3: 'mt-3 mb-2 text-lg font-semibold', 4: 'mt-3 mb-1 font-semibold' };

/** `level`: the HTML level the answer's outline gives it (answers sit under the page's h1 and the chat's h2). */
function heading(block: Of<'heading'>, key: number, level = nestedLevel(block.level)): ReactNode {
  const Tag = `h${level}` as 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Tag key={key} className={headingClass[level] ?? 'mt-2 font-semibold'}>
      {renderInlines(block.children)}
    </Tag>
  );
}

function taskBox(item: ListItem): ReactNode {
  const first = item.children[0];
  const label = first?.type === 'paragraph' || first?.type === 'heading' ? inlineText(first.children).trim() : '';
  return (
    <input
      type="checkbox"
      checked={item.checked === true}
      disabled
      readOnly
      aria-label={label || 'Taak'}
      className="mr-1.5 align-middle"
    />
  );
}

function list(block: Of<'list'>, key: number): ReactNode {
  const items = block.items.map((item, index) => (
    <li key={index}>{renderBlocks(item.children, block.tight, item.checked === null ? null : taskBox(item))}</li>
  ));
  return block.ordered ? (
    <ol key={key} start={block.start === 1 ? undefined : block.start} className="my-2 list-decimal space-y-1 pl-6">
      {items}
    </ol>
  ) : (
    <ul key={key} className="my-2 list-disc space-y-1 pl-6">
      {items}
    </ul>
  );
}

function table(block: Of<'table'>, key: number): ReactNode {
  const style = (column: number) => {
    const align = block.align[column];
    return align ? { textAlign: align } : undefined;
  };
  return (
    <div key={key} className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {block.head.map((cell, column) => (
              <th
                key={column}
                style={style(column)}
                className="border-b-2 border-slate-300 px-3 py-1.5 text-left font-semibold"
              >
                {renderInlines(cell)}
              </th>
            ))}
          </tr>
        </thead>
        {block.rows.length > 0 && (
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column} style={style(column)} className="border-b border-slate-200 px-3 py-1.5 align-top">
                    {renderInlines(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

const paragraphClass = 'my-2 leading-relaxed first:mt-0 last:mb-0';
/** Longer than this, a top-level paragraph is shown in runs of separate lines. */
const PARAGRAPH_RUN = 4_000;

/**
 * A browser lays a paragraph out whole: one that grows by a word every few milliseconds would be
 * laid out from its first word each frame. Shown in runs, only the last run is laid out again. The
 * runs stay when the answer is complete: joining them would lay the whole text out at once and move
 * the lines the inspector is reading.
 */
export function renderParagraphInRuns(block: Of<'paragraph'>): ReactNode {
  const runs = splitInlines(block.children, PARAGRAPH_RUN);
  if (runs.length < 2) return renderBlock(block, 0, false, null);
  return (
    <p className={paragraphClass}>
      {runs.map((run, index) => (
        <span key={index} className="block">
          {renderInlines(run)}
        </span>
      ))}
    </p>
  );
}

export function renderBlock(
  block: Block,
  key: number,
  tight: boolean,
  prefix: ReactNode,
  headingLevel?: number,
): ReactNode {
  switch (block.type) {
    case 'paragraph':
      // Tight list items hold their text directly, as GFM renders them.
      return tight ? (
        <Fragment key={key}>
          {prefix}
          {renderInlines(block.children)}
        </Fragment>
      ) : (
        <p key={key} className={paragraphClass}>
          {prefix}
          {renderInlines(block.children)}
        </p>
      );
    case 'heading':
      return heading(block, key, headingLevel);
    case 'code':
      return (
        <pre
          key={key}
          className="my-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-slate-100 [&_code]:bg-transparent"
        >
          <code className={codeClass}>{block.value}</code>
        </pre>
      );
    case 'quote':
      return <blockquote key={key}>{renderBlocks(block.children)}</blockquote>;
    case 'list':
      return list(block, key);
    case 'rule':
      return <hr key={key} />;
    case 'table':
      return table(block, key);
  }
}

/** `prefix` (a task's checkbox) goes into the first paragraph, or before the blocks when there is none. */
function renderBlocks(blocks: readonly Block[], tight = false, prefix: ReactNode = null): ReactNode[] {
  const inline = blocks[0]?.type === 'paragraph';
  const rendered = blocks.map((block, index) =>
    renderBlock(block, index, tight, inline && index === 0 ? prefix : null),
  );
  return inline || prefix === null ? rendered : [<Fragment key="prefix">{prefix}</Fragment>, ...rendered];
}
