import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';

const said = { text: 'answer.copied', markdown: 'answer.copiedMarkdown', refused: 'answer.copyRefused' } as const;

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

/** Copy as plain text (what the answer reads as, from the Markdown parser) or as its Markdown, and say how it went. */
export function CopyAnswer({ markdown }: { markdown: string }) {
  const t = useT();
  const [copied, setCopied] = useState<keyof typeof said>();
  const copy = async (asMarkdown: boolean) => {
    // The answer is on screen, so the Markdown chunk (with its parser) has loaded already.
    const text = asMarkdown ? markdown : (await import('../../components/ui/markdown')).markdownToPlainText(markdown);
    setCopied((await writeClipboard(text)) ? (asMarkdown ? 'markdown' : 'text') : 'refused');
  };
  return (
    <>
      <Button size="sm" onClick={() => void copy(false)}>
        {t('answer.copy')}
      </Button>
      <Button size="sm" onClick={() => void copy(true)}>
        {t('answer.copyMarkdown')}
      </Button>
      {/* Polite, but not a `status` role: the page's one status is the run's line. */}
      <span aria-live="polite" className={copied === 'refused' ? 'text-rose-800' : 'text-teal-800'}>
        {copied && t(said[copied])}
      </span>
    </>
  );
}
