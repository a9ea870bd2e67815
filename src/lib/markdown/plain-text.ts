import type { Block, Inline, ListItem } from './ast';
import { parseMarkdown } from './parse-blocks';

/** Inline text as read: a link keeps its address after its text (unless they are the same), an image its alt text. */
function inlinePlain(nodes: readonly Inline[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'code') text += node.value;
    else if (node.type === 'image') text += node.alt;
    else if (node.type === 'break') text += '\n';
    else if (node.type === 'link') {
      const label = inlinePlain(node.children);
      text += label === node.href || node.href === '' ? label : `${label} (${node.href})`;
    } else text += inlinePlain(node.children);
  }
  return text;
}

const indent = (text: string, by: string) => text.replace(/\n(?=.)/g, `\n${by}`);

function itemPlain(item: ListItem, marker: string, tight: boolean): string {
  const box = item.checked === null ? '' : item.checked ? '☑ ' : '☐ ';
  const body = blocksPlain(item.children, tight ? '\n' : '\n\n');
  return `${marker}${box}${indent(body, ' '.repeat(marker.length))}`;
}

function blockPlain(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlinePlain(block.children);
    case 'code':
      return block.value.replace(/\n$/, '');
    case 'quote':
      return blocksPlain(block.children, '\n\n');
    case 'list':
      return block.items
        .map((item, i) => itemPlain(item, block.ordered ? `${block.start + i}. ` : '• ', block.tight))
        .join(block.tight ? '\n' : '\n\n');
    case 'rule':
      return '';
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(inlinePlain).join('\t')).join('\n');
  }
}

function blocksPlain(blocks: readonly Block[], between: string): string {
  return blocks
    .map(blockPlain)
    .filter((text) => text !== '')
    .join(between);
}

/**
 * An answer's text as a reader sees it rendered, without Markdown syntax: blocks apart by a blank line,
 * list items with "•" or their number (tasks with ☐/☑), table cells by tabs (they paste into a sheet),
 * code as it is, links as "text (address)".
 */
export function markdownToPlainText(markdown: string): string {
  return blocksPlain(parseMarkdown(markdown), '\n\n');
}
