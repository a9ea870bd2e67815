/**
 * What a reader hears of Markdown, on one line: the words without the marks around them (links and images
 * keep their text). Rough on purpose — a short announcement, not a parse; the renderer's parser is not loaded.
 */
export const spokenText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t|:-]*-[ \t|:-]*$|^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
    .replace(/[#*_`>|~=]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
