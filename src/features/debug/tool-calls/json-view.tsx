import { useMemo } from 'react';
import { JsonTreeView, type JsonTreeLabels } from '../../../components/ui/json-tree-view';
import { useT } from '../../../i18n/use-t';
import { textLimit } from './display-text';
import { LongText } from './long-text';

/** A JSON value as a lazy tree; as (truncated) pretty text when it is too large to browse by hand. */
export function JsonView({ value, text, label }: { value: unknown; text: string; label: string }) {
  const t = useT();
  const labels = useMemo<JsonTreeLabels>(
    () => ({
      showMore: t('tools.tree.more'),
      items: (count) => t('tools.tree.items', { count }),
      keys: (count) => t('tools.tree.keys', { count }),
      changed: t('tools.tree.changed'),
    }),
    [t],
  );
  if (text.length > textLimit || value === null || typeof value !== 'object') return <LongText text={text} />;
  return (
    <div className="max-h-96 overflow-auto rounded bg-slate-50 p-2">
      <JsonTreeView value={value} label={label} defaultExpandDepth={2} labels={labels} />
    </div>
  );
}
