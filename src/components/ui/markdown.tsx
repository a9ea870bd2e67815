import { memo } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const safeProtocols = /^(https?:|mailto:|tel:|#|\/)/i;

/** Only web, mail and phone links survive; anything else (javascript:, data:, vbscript:) becomes inert. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return safeProtocols.test(cleaned) ? cleaned : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-teal-800 underline underline-offset-2">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  table: ({ children }) => (
    <div className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b-2 border-slate-300 px-3 py-1.5 text-left font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-slate-200 px-3 py-1.5 align-top">{children}</td>,
  h1: ({ children }) => <h3 className="mt-3 mb-2 text-lg font-semibold">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-3 mb-2 text-lg font-semibold">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-3 mb-1 font-semibold">{children}</h4>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-6">{children}</ol>,
  p: ({ children }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0">{children}</p>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="my-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-slate-100 [&_code]:bg-transparent">{children}</pre>,
};

/**
 * Markdown from the agent, GitHub-flavoured. Raw HTML is never rendered (react-markdown drops it
 * without rehype-raw), links open in a new tab without an opener, unsafe schemes are removed.
 */
const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={safeUrl} skipHtml>
      {text}
    </ReactMarkdown>
  );
});

export default Markdown;
