/** The small tree our Markdown parser produces; the renderer turns it into React elements. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'break' }
  | { type: 'strong' | 'emphasis' | 'delete'; children: Inline[] }
  | { type: 'link'; href: string; title: string; children: Inline[] }
  | { type: 'image'; src: string; title: string; alt: string };

export type Align = 'left' | 'center' | 'right' | null;

export interface ListItem {
  /** null: not a task; otherwise whether "- [x]" was ticked. */
  checked: boolean | null;
  children: Block[];
}

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'code'; lang: string; value: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: ListItem[] }
  | { type: 'rule' }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] };

/** The text a reader sees, without markup: for labels and image alt text. */
export function inlineText(nodes: readonly Inline[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'code') text += node.value;
    else if (node.type === 'image') text += node.alt;
    else if (node.type === 'break') text += '\n';
    else text += inlineText(node.children);
  }
  return text;
}
