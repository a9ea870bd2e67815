import { isAsciiPunctuation } from './link-syntax';

const whitespace = /\s/;
const punctuation = /[\p{P}\p{S}]/u;

/** Unicode whitespace; the text's start and end count as space. */
export const isSpace = (ch: string | undefined): boolean =>
  ch === undefined || ch === ' ' || ch === '\n' || (ch > '~' ? whitespace.test(ch) : ch === '\t');

/** Unicode punctuation or symbol. */
export const isPunct = (ch: string | undefined): boolean =>
  ch !== undefined && (ch > '~' ? punctuation.test(ch) : isAsciiPunctuation(ch));
