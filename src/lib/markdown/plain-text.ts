import { type Block, inlineText } from './ast';

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.children);
    case 'code':
      return block.value;
    case 'quote':
      return blocksText(block.children);
    case 'list':
      return block.items.map((item) => blocksText(item.children)).join('\n');
    case 'rule':
      return '';
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(inlineText).join(', ')).join('\n');
  }
}

/** What a reader hears of Markdown: the words, one block a line, without the markup around them. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n');
}
