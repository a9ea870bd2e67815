import { memo, useState } from 'react';
import type { Block } from '../../lib/markdown/ast';
import { headingLevels } from '../../lib/markdown/heading-outline';
import { type MarkdownParse, parseIncrementally } from '../../lib/markdown/parse-incremental';
import { renderBlock, renderParagraphInRuns } from './markdown/render-blocks';

export { safeUrl } from '../../lib/markdown/safe-url';
/** In this chunk, beside the parser it uses: copying an answer as text loads nothing more. */
export { markdownToPlainText } from '../../lib/markdown/plain-text';

/** Remembers the last parse, so a streaming answer's next text re-parses only its open tail. */
function incrementalParser(): (text: string) => MarkdownParse {
  let last: MarkdownParse | undefined;
  return (text) => (last = parseIncrementally(text, last));
}

/** One top-level block; a settled block keeps its identity while the answer streams, so it is not rendered again. */
const TopBlock = memo(function TopBlock({ block, level }: { block: Block; level: number | undefined }) {
  return block.type === 'paragraph' ? renderParagraphInRuns(block) : renderBlock(block, 0, false, null, level);
});

/** The page has its h1 and the conversation its h2: an answer's headings start at h3. */
const ANSWER_HEADING_BASE = 3;

/**
 * Markdown from the agent, GitHub-flavoured, parsed by our own small parser straight into React
 * elements: raw HTML stays literal text, images become links, unsafe link targets lose their link.
 */
const Markdown = memo(function Markdown({ text }: { text: string }) {
  const [parse] = useState(incrementalParser);
  const { blocks } = parse(text);
  const levels = headingLevels(blocks, ANSWER_HEADING_BASE);
  return blocks.map((block, index) => <TopBlock key={index} block={block} level={levels[index]} />);
});

export default Markdown;
