import type { ReactNode } from 'react';
import type { Inline } from '../../../lib/markdown/ast';
import { safeUrl } from '../../../lib/markdown/safe-url';

const linkClass = 'font-medium text-teal-800 underline underline-offset-2';
export const codeClass = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]';

function link(key: number, href: string, title: string, children: ReactNode): ReactNode {
  return (
    <a key={key} href={href} title={title || undefined} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

/** Inside a link nothing links again (no <a> in <a>); unsafe targets keep their text and lose the link. */
function renderInline(node: Inline, key: number, inLink: boolean): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'code':
      return (
        <code key={key} className={codeClass}>
          {node.value}
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{renderInlines(node.children, inLink)}</strong>;
    case 'emphasis':
      return <em key={key}>{renderInlines(node.children, inLink)}</em>;
    case 'delete':
      return <del key={key}>{renderInlines(node.children, inLink)}</del>;
    case 'link': {
      const href = inLink ? '' : safeUrl(node.href);
      const children = renderInlines(node.children, true);
      return href ? link(key, href, node.title, children) : <span key={key}>{children}</span>;
    }
    case 'image': {
      // Never an <img>: agent content must not make the browser fetch anything.
      const href = inLink ? '' : safeUrl(node.src);
      return href ? link(key, href, node.title, node.alt || href) : node.alt;
    }
  }
}

export function renderInlines(nodes: readonly Inline[], inLink = false): ReactNode[] {
  return nodes.map((node, index) => renderInline(node, index, inLink));
}
