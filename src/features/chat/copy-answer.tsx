import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { markdownToPlainText } from '../../lib/markdown/plain-text';

type Copied = { kind: 'done'; markdown: boolean } | { kind: 'refused'; text: string } | undefined;

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

/** When the clipboard is refused: the text, selected, for the inspector to copy by hand. */
function CopyFallback({ text }: { text: string }) {
  const t = useT();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.select(), []);
  return (
    <textarea
      ref={field}
      readOnly
      value={text}
      aria-label={t('answer.copyFallback')}
      rows={Math.min(6, text.split('\n').length)}
      className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-900"
    />
  );
}

/** Copy as plain text (what the answer reads as, from the Markdown parser) or as its Markdown, and say how it went. */
export function CopyAnswer({ markdown }: { markdown: string }) {
  const t = useT();
  const [copied, setCopied] = useState<Copied>();
  const copy = async (asMarkdown: boolean) => {
    const text = asMarkdown ? markdown : markdownToPlainText(markdown);
    setCopied((await writeClipboard(text)) ? { kind: 'done', markdown: asMarkdown } : { kind: 'refused', text });
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
      <span aria-live="polite" className={copied?.kind === 'refused' ? 'w-full text-rose-800' : 'text-teal-800'}>
        {copied?.kind === 'done' && t(copied.markdown ? 'answer.copiedMarkdown' : 'answer.copied')}
        {copied?.kind === 'refused' && t('answer.copyRefused')}
      </span>
      {copied?.kind === 'refused' && <CopyFallback text={copied.text} />}
    </>
  );
}
