import { useMemo } from 'react';
import { JsonTreeView } from '../../components/ui/json-tree-view';
import { useT } from '../../i18n/use-t';
import { treeToJson } from '../../lib/persistent/json-tree';
import { useAgentStateJson, useLastPatch } from '../../session/react/hooks';
import { EmptyNote, PanelPart } from './panel-part';
import { ChangeRow } from './patch-list';
import { StateScrubber } from './state-scrubber';
import { useJsonLabels } from './use-formats';
import { useStateTravel } from './use-state-travel';

const isEmpty = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * The shared agent state as a tree; what the last delta changed is opened and highlighted. With the
 * scrubber, the state as an earlier snapshot or delta left it, that event's change highlighted.
 */
export function AgentStateView() {
  const t = useT();
  const live = useAgentStateJson();
  const lastPatch = useLastPatch();
  const labels = useJsonLabels();
  const travel = useStateTravel();
  const { pinned } = travel;
  const value = useMemo(() => (pinned ? treeToJson(pinned.tree) : live), [pinned, live]);
  const empty = useMemo(() => isEmpty(value), [value]);
  return (
    <PanelPart title={t('state.tree')}>
      {travel.count > 1 && <StateScrubber travel={travel} />}
      {pinned && (
        <ul aria-label={t('travel.shown')} className="mb-2">
          <ChangeRow change={pinned} />
        </ul>
      )}
      {empty ? (
        <EmptyNote>{t('state.empty')}</EmptyNote>
      ) : (
        <div
          className={`overflow-x-auto rounded-lg border bg-white p-2 ${pinned ? 'border-amber-400' : 'border-slate-200'}`}
        >
          <JsonTreeView value={value} highlightPaths={pinned ? pinned.paths : lastPatch?.paths} labels={labels} />
        </div>
      )}
    </PanelPart>
  );
}
