import { useMemo } from 'react';
import type { JsonTreeLabels } from '../../components/ui/json-tree-view';
import { useLanguage } from '../../i18n/i18n-context';
import { useT } from '../../i18n/use-t';
import { localeTags } from '../../lib/locale';

/** Time of day with seconds, and a duration in seconds with one decimal, in the UI language. */
export function useFormats() {
  const language = useLanguage();
  return useMemo(() => {
    const clock = new Intl.DateTimeFormat(localeTags[language], {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const seconds = new Intl.NumberFormat(localeTags[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return { clock: (at: number) => clock.format(at), seconds: (ms: number) => seconds.format(ms / 1000) };
  }, [language]);
}

/** The JSON view's texts from the catalog; stable per language so memoized nodes stay put. */
export function useJsonLabels(): JsonTreeLabels {
  const t = useT();
  return useMemo(
    () => ({
      showMore: t('json.showMore'),
      items: (count: number) => (count === 1 ? t('json.item') : t('json.items', { count })),
      keys: (count: number) => (count === 1 ? t('json.key') : t('json.keys', { count })),
      changed: t('json.changed'),
    }),
    [t],
  );
}
