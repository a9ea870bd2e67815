import { type Inline, inlineText } from './ast';

type Container = Extract<Inline, { children: Inline[] }>;
type Styled = 'strong' | 'emphasis' | 'delete';

/** A run of `*`, `_` or `~~` that may open or close emphasis (CommonMark's delimiter stack). */
export interface Delim {
  kind: 'delim';
  ch: string;
  len: number;
  orig: number;
  canOpen: boolean;
  canClose: boolean;
  prev: Delim | null;
  next: Delim | null;
  /** Matches found, innermost first; the tree is only built at the end, so nothing is ever spliced. */
  opens: Styled[] | null;
  closes: number;
}

export type Token = string | Inline | Delim | { kind: 'open'; node: Container } | { kind: 'close' };

export interface Tokens {
  list: Token[];
  top: Delim | null;
}

export const MAX_INLINE_DEPTH = 12;

export function pushDelim(tokens: Tokens, ch: string, len: number, canOpen: boolean, canClose: boolean): void {
  const delim: Delim = {
    kind: 'delim',
    ch,
    len,
    orig: len,
    canOpen,
    canClose,
    prev: tokens.top,
    next: null,
    opens: null,
    closes: 0,
  };
  if (tokens.top) tokens.top.next = delim;
  tokens.top = delim;
  tokens.list.push(delim);
}

function removeDelim(tokens: Tokens, delim: Delim): void {
  if (delim.prev) delim.prev.next = delim.next;
  if (delim.next) delim.next.prev = delim.prev;
  else tokens.top = delim.prev;
}

function canPair(opener: Delim, closer: Delim): boolean {
  if (opener.ch !== closer.ch || !opener.canOpen) return false;
  if (closer.ch === '~') return opener.orig === closer.orig;
  const eitherBoth = opener.canClose || closer.canOpen;
  return !(eitherBoth && (opener.orig + closer.orig) % 3 === 0 && (opener.orig % 3 !== 0 || closer.orig % 3 !== 0));
}

/** CommonMark's "process emphasis" over the delimiters above `bottom`, with openers_bottom for linear time. */
export function processEmphasis(tokens: Tokens, bottom: Delim | null): void {
  // openers_bottom, indexed by closer kind (char, can-open, original length mod 3); undefined: `bottom`.
  const floors: (Delim | null | undefined)[] = [];
  let closer: Delim | null = null;
  for (let delim = tokens.top; delim && delim !== bottom; delim = delim.prev) closer = delim;
  while (closer) {
    if (!closer.canClose) {
      closer = closer.next;
      continue;
    }
    const key = (closer.ch === '*' ? 0 : closer.ch === '_' ? 6 : 12) + (closer.canOpen ? 3 : 0) + (closer.orig % 3);
    const floor = floors[key] === undefined ? bottom : floors[key];
    let opener = closer.prev;
    while (opener && opener !== bottom && opener !== floor && !canPair(opener, closer)) opener = opener.prev;
    if (!opener || opener === bottom || opener === floor) {
      floors[key] = closer.prev;
      const next: Delim | null = closer.next;
      if (!closer.canOpen) removeDelim(tokens, closer);
      closer = next;
      continue;
    }
    const use = closer.ch === '~' || (opener.len >= 2 && closer.len >= 2) ? 2 : 1;
    opener.len -= use;
    closer.len -= use;
    (opener.opens ??= []).push(closer.ch === '~' ? 'delete' : use === 2 ? 'strong' : 'emphasis');
    closer.closes++;
    while (opener.next && opener.next !== closer) removeDelim(tokens, opener.next);
    if (opener.len === 0) removeDelim(tokens, opener);
    if (closer.len === 0) {
      const next: Delim | null = closer.next;
      removeDelim(tokens, closer);
      closer = next;
    }
  }
  while (tokens.top && tokens.top !== bottom) removeDelim(tokens, tokens.top);
}

/** Plain text of tokens: an image's alt text. */
export function tokenText(list: readonly Token[], from: number): string {
  let text = '';
  for (let i = from; i < list.length; i++) {
    const token = list[i]!;
    if (typeof token === 'string') text += token;
    else if (!('kind' in token)) text += inlineText([token]);
    else if (token.kind === 'delim') text += token.ch.repeat(token.len);
  }
  return text;
}

/**
 * Builds the tree from the flat tokens in one pass. Containers deeper than MAX_INLINE_DEPTH are not
 * opened, their content flows into the parent: the rendered tree stays shallow whatever the input.
 */
export function buildTree(list: readonly Token[]): Inline[] {
  const root: Inline[] = [];
  const stack: Inline[][] = [root];
  let skipped = 0;
  let current = root;
  const text = (value: string) => {
    const last = current[current.length - 1];
    if (last?.type === 'text') last.value += value;
    else if (value) current.push({ type: 'text', value });
  };
  const open = (node: Container) => {
    if (stack.length > MAX_INLINE_DEPTH) return void skipped++;
    current.push(node);
    stack.push(node.children);
    current = node.children;
  };
  const close = () => {
    if (skipped > 0) skipped--;
    else if (stack.length > 1) {
      stack.pop();
      current = stack[stack.length - 1]!;
    }
  };
  for (const token of list) {
    if (typeof token === 'string') text(token);
    else if (!('kind' in token)) current.push(token);
    else if (token.kind === 'delim') {
      for (let i = 0; i < token.closes; i++) close();
      text(token.ch.repeat(token.len));
      const opens = token.opens ?? [];
      for (let i = opens.length - 1; i >= 0; i--) open({ type: opens[i]!, children: [] });
    } else if (token.kind === 'open') open(token.node);
    else close();
  }
  return root;
}
