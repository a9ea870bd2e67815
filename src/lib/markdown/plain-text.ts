const lineMarks: [RegExp, string][] = [
  [/^ {0,3}(?:[-*_] *){3,}$/gm, ''], // thematic break
  [/^ {0,3}\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/gm, ''], // table delimiter row
  [/^ {0,3}(?:> ?)+/gm, ''], // quote
  [/^ {0,3}#{1,6}(?=\s|$)[ \t]*|[ \t]+#+[ \t]*$/gm, ''], // ATX heading marks
  [/^ {0,3}=+ *$|^ {0,3}-+ *$/gm, ''], // setext underline
  [/^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, ''], // list item marker, task box
  [/^ {0,3}(?:```|~~~).*$/gm, ''], // code fence
];
const inlineMarks: [RegExp, string][] = [
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // image: its alt text
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // link: its text
  [/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2'], // strong, strikethrough
  [/(^|[^\w*])([*_])(?=\S)([\s\S]*?\S)\2(?![\w*])/g, '$1$3'], // emphasis, not snake_case
  [/`+([^`]*)`+/g, '$1'], // code span
  [/ *\| */g, ', '], // table cells
];

/**
 * What a reader hears of Markdown: its words without the markup around them — for a short announcement, not
 * a faithful parse (the renderer's parser stays in its own chunk). Blocks end up one a line.
 */
export function plainText(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  for (const [pattern, replacement] of [...lineMarks, ...inlineMarks]) text = text.replace(pattern, replacement);
  return text
    .split('\n')
    .map((line) => line.replace(/^, |, $/g, '').trim())
    .filter(Boolean)
    .join('\n');
}
