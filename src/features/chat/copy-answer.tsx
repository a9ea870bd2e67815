import { useState } from 'react';
import { useT } from '../../i18n/use-t';

const said = { text: 'answer.copied', markdown: 'answer.copiedMarkdown', refused: 'answer.copyRefused' } as const;
export type CopyOutcome = keyof typeof said;

/** Writes to the clipboard; false when the browser has none or refuses (no permission, not focused, insecure page). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy as plain text (what the answer reads as, from the Markdown parser) or as its Markdown; how it went. */
export function useCopyAnswer(markdown: string) {
  const [copied, setCopied] = useState<CopyOutcome>();
  const copy = async (asMarkdown: boolean) => {
    // The answer is on screen, so the Markdown chunk (with its parser) has loaded already.
    const text = asMarkdown ? markdown : (await import('../../components/ui/markdown')).markdownToPlainText(markdown);
    setCopied((await writeClipboard(text)) ? (asMarkdown ? 'markdown' : 'text') : 'refused');
  };
  return [copied, copy] as const;
}

/** Says how the copy went. Polite, but not a `status` role: the page's one status is the run's line. */
export function CopiedNote({ copied }: { copied: CopyOutcome | undefined }) {
  const t = useT();
  return (
    <span aria-live="polite" className={copied === 'refused' ? 'text-rose-800' : 'text-teal-800'}>
      {copied && t(said[copied])}
    </span>
  );
}
