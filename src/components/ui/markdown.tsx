import { memo } from 'react';
import { parseMarkdown } from './markdown/parse-blocks';
import { renderBlocks } from './markdown/render-blocks';

export { safeUrl } from './markdown/safe-url';

/**
 * Markdown from the agent, GitHub-flavoured, parsed by our own small parser straight into React
 * elements: raw HTML stays literal text, images become links, unsafe link targets lose their link.
 */
const Markdown = memo(function Markdown({ text }: { text: string }) {
  return <>{renderBlocks(parseMarkdown(text))}</>;
});

export default Markdown;
