import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/i18n-context';
import { useT } from '../../../i18n/use-t';
import { limitText } from './display-text';

/** Preformatted text that renders at most ~20 KB until the inspector asks for all of it. */
export function LongText({ text }: { text: string }) {
  const t = useT();
  const language = useLanguage();
  const [all, setAll] = useState(false);
  const { shown, hidden } = all ? { shown: text, hidden: 0 } : limitText(text);
  const count = new Intl.NumberFormat(language);
  return (
    <div>
      <pre className="max-h-96 overflow-auto rounded bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap">
        {shown}
      </pre>
      {hidden > 0 && (
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          {t('tools.truncated', { shown: count.format(shown.length), total: count.format(text.length) })}
          <Button size="sm" onClick={() => setAll(true)}>
            {t('tools.showAll')}
          </Button>
        </p>
      )}
    </div>
  );
}
