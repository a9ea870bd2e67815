import { JsonTreeView } from '../../../components/ui/json-tree-view';
import { textLimit } from './display-text';
import { LongText } from './long-text';

/** A JSON value as a lazy tree; as (truncated) pretty text when it is too large to browse by hand. */
export function JsonView({ value, text, label }: { value: unknown; text: string; label: string }) {
  if (text.length > textLimit || value === null || typeof value !== 'object') return <LongText text={text} />;
  return (
    <div className="max-h-96 overflow-auto rounded bg-slate-50 p-2">
      <JsonTreeView value={value} label={label} defaultExpandDepth={2} />
    </div>
  );
}
