import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

type Outcome = 'done' | 'failed' | 'unavailable';

/** Copies `text` to the clipboard and says how that went; a browser without a clipboard gets a message, not an error. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: Outcome) => {
    setOutcome(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(undefined), 2000);
  };
  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
    if (!clipboard?.writeText) return report('unavailable');
    try {
      await clipboard.writeText(text);
      report('done');
    } catch {
      report('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={`text-xs ${outcome === 'done' ? 'text-emerald-700' : 'text-rose-700'}`}>
        {outcome && t(`tools.copy.${outcome}`)}
      </span>
    </span>
  );
}
