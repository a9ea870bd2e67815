import type { Block, Inline, ListItem } from './ast';
import { parseMarkdown } from './parse-blocks';

/** Inline text as read: a link keeps its address after its text (unless they are the same), an image its alt text. */
function inlinePlain(nodes: readonly Inline[], addresses: boolean): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'code') text += node.value;
    else if (node.type === 'image') text += node.alt;
    else if (node.type === 'break') text += '\n';
    else if (node.type === 'link') {
      const label = inlinePlain(node.children, addresses);
      text += !addresses || label === node.href || node.href === '' ? label : `${label} (${node.href})`;
    } else text += inlinePlain(node.children, addresses);
  }
  return text;
}

const indent = (text: string, by: string) => text.replace(/\n(?=.)/g, `\n${by}`);

function itemPlain(item: ListItem, marker: string, tight: boolean, addresses: boolean): string {
  const box = item.checked === null ? '' : item.checked ? '☑ ' : '☐ ';
  const body = blocksPlain(item.children, tight ? '\n' : '\n\n', addresses);
  return `${marker}${box}${indent(body, ' '.repeat(marker.length))}`;
}

function blockPlain(block: Block, addresses: boolean): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlinePlain(block.children, addresses);
    case 'code':
      return block.value.replace(/\n$/, '');
    case 'quote':
      return blocksPlain(block.children, '\n\n', addresses);
    case 'list':
      return block.items
        .map((item, i) => itemPlain(item, block.ordered ? `${block.start + i}. ` : '• ', block.tight, addresses))
        .join(block.tight ? '\n' : '\n\n');
    case 'rule':
      return '';
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map((cell) => inlinePlain(cell, addresses)).join('\t')).join('\n');
  }
}

function blocksPlain(blocks: readonly Block[], between: string, addresses: boolean): string {
  return blocks
    .map((block) => blockPlain(block, addresses))
    .filter((text) => text !== '')
    .join(between);
}

/**
 * An answer's text as a reader sees it rendered, without Markdown syntax: blocks apart by a blank line,
 * list items with "•" or their number (tasks with ☐/☑), table cells by tabs (they paste into a sheet),
 * code as it is, links as "text (address)" (only their text when read aloud: `addresses: false`).
 */
export function markdownToPlainText(markdown: string, { addresses = true } = {}): string {
  return blocksPlain(parseMarkdown(markdown), '\n\n', addresses);
}
