import { useMemo } from 'react';
import { JsonTreeView } from '../../components/ui/json-tree-view';
import { useT } from '../../i18n/use-t';
import { useAgentStateJson, useLastPatch } from '../../session/hooks';
import { EmptyNote, PanelPart } from './panel-part';
import { useJsonLabels } from './use-formats';

const isEmpty = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** The shared agent state as a tree; what the last delta changed is opened and highlighted. */
export function AgentStateView() {
  const t = useT();
  const value = useAgentStateJson();
  const lastPatch = useLastPatch();
  const labels = useJsonLabels();
  const empty = useMemo(() => isEmpty(value), [value]);
  return (
    <PanelPart title={t('state.tree')}>
      {empty ? (
        <EmptyNote>{t('state.empty')}</EmptyNote>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2">
          <JsonTreeView value={value} highlightPaths={lastPatch?.paths} labels={labels} />
        </div>
      )}
    </PanelPart>
  );
}
