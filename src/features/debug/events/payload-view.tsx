import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { JsonTreeView } from '../../../components/ui/json-tree-view';
import { useT } from '../../../i18n/use-t';
import { formatSize, payloadText } from './format';

const rawTextLimit = 20_000;

/** Mounted only when a row is expanded; a huge payload shows its first 20 KB until asked for all. */
export function PayloadView({ seq, payload }: { seq: number; payload: unknown }) {
  const t = useT();
  const [asTree, setAsTree] = useState(false);
  const [full, setFull] = useState(false);
  const text = useMemo(() => payloadText(payload, 2), [payload]);
  const cut = !full && text.length > rawTextLimit;
  const canTree = typeof payload === 'object' && payload !== null;
  const modeButton = (tree: boolean) => (
    <button
      type="button"
      aria-pressed={asTree === tree}
      onClick={() => setAsTree(tree)}
      className={`rounded px-2 py-0.5 pointer-coarse:min-h-11 ${asTree === tree ? 'bg-slate-700 text-on-accent' : 'text-slate-700 hover:bg-slate-200'}`}
    >
      {t(tree ? 'events.payload.tree' : 'events.payload.text')}
    </button>
  );

  return (
    <div className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-2">
      {canTree && (
        <div role="group" aria-label={t('events.payload.view')} className="mb-1 flex gap-1 text-xs">
          {modeButton(false)}
          {modeButton(true)}
        </div>
      )}
      {asTree && canTree ? (
        <div className="max-h-96 overflow-auto">
          <JsonTreeView value={payload} defaultExpandDepth={2} />
        </div>
      ) : (
        <>
          <pre
            role="region"
            tabIndex={0}
            aria-label={t('events.payload.label', { seq })}
            className="max-h-96 overflow-auto font-mono text-xs break-all whitespace-pre-wrap text-slate-800"
          >
            {cut ? text.slice(0, rawTextLimit) : text}
          </pre>
          {cut && (
            <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
              {t('events.payload.truncated', { shown: formatSize(rawTextLimit), total: formatSize(text.length) })}
              <Button size="sm" onClick={() => setFull(true)}>
                {t('events.payload.showAll')}
              </Button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
