/** A found passage: the words before the match, the match as written, the words after. Plain text. */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

/** One conversation to search: its id and its messages' texts. */
export interface SearchDoc {
  id: string;
  texts: readonly string[];
}

export interface SearchHit {
  id: string;
  snippet: Snippet;
}

const marks = /\p{M}/gu;

/** One character as search compares it: lower case, without accents, ligatures spelled out ("ĳ" → "ij"). */
function foldChar(char: string): string {
  if (char.charCodeAt(0) < 128) return char.toLowerCase();
  return char.normalize('NFKD').replace(marks, '').toLowerCase();
}

/** A text as search compares it, with `from[i]`/`to[i]`: the span of the original that folded character i came from. */
export function foldText(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    for (let k = 0; k < part.length; k++) {
      from.push(index);
      to.push(index + char.length);
    }
    folded += part;
    index += char.length;
  }
  return { folded, from, to };
}

/** A query as search compares it: folded like the texts, runs of white space as one space. */
export const foldQuery = (query: string): string => foldText(query.trim().replace(/\s+/g, ' ')).folded;

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** Cuts `text` to about `size` characters at a word, from its end (`fromEnd`) or its start, marking the cut with "…". */
function cut(text: string, size: number, fromEnd: boolean): string {
  if (text.length <= size) return text;
  const part = fromEnd ? text.slice(text.length - size) : text.slice(0, size);
  const space = fromEnd ? part.indexOf(' ') : part.lastIndexOf(' ');
  const word = space > 0 && space < size - 1 ? (fromEnd ? part.slice(space + 1) : part.slice(0, space)) : part;
  return fromEnd ? `…${word}` : `${word}…`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folded query as a pattern: a space in it also matches a line break or several spaces in the text. */
const queryPattern = (query: string): RegExp => new RegExp(escape(query).replace(/ /g, '\\s+'));

/**
 * The first place `query` (folded, see `foldQuery`) occurs in `text`, ignoring case and accents ("cafe" finds
 * "Café", "IJS" finds "ĳs"), with about `context` characters of the text on either side, white space squeezed:
 * the window is centred on the match, so a list that shows a passage's first lines shows the match.
 */
export function findSnippet(text: string, query: string | RegExp, context = 30): Snippet | undefined {
  if (!query) return undefined;
  const pattern = typeof query === 'string' ? queryPattern(query) : query;
  const { folded, from, to } = foldText(text);
  const found = pattern.exec(folded);
  if (!found || !found[0]) return undefined;
  const start = from[found.index] ?? 0;
  const end = to[found.index + found[0].length - 1] ?? text.length;
  return {
    before: cut(squeeze(text.slice(0, start)).trimStart(), context, true),
    match: squeeze(text.slice(start, end)),
    after: cut(squeeze(text.slice(end)).trimEnd(), context, false),
  };
}

/** A conversation made ready to search many times: its texts folded once. */
export interface PreparedDoc extends SearchDoc {
  folded: readonly string[];
}

const ascii = /^\p{ASCII}*$/u;

/** Folds a document's texts once (as `foldText` does, without the spans). */
export function prepareDoc(doc: SearchDoc): PreparedDoc {
  const folded = doc.texts.map((text) => (ascii.test(text) ? text.toLowerCase() : foldText(text).folded));
  return { ...doc, folded };
}

/**
 * The conversations in which `query` (as typed) occurs, in the order given, each with the passage of its first
 * message that has it. A query of white space only finds nothing.
 */
export function searchDocs(docs: readonly PreparedDoc[], query: string): SearchHit[] {
  const folded = foldQuery(query);
  if (!folded) return [];
  const pattern = queryPattern(folded);
  const hits: SearchHit[] = [];
  for (const doc of docs) {
    const index = doc.folded.findIndex((text) => pattern.test(text));
    const snippet = index < 0 ? undefined : findSnippet(doc.texts[index] ?? '', pattern);
    if (snippet) hits.push({ id: doc.id, snippet });
  }
  return hits;
}
