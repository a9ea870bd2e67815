import { useT } from '../../i18n/use-t';
import { AgentStateView } from './agent-state-view';
import { DivergedAlert } from './diverged-alert';
import { PatchList } from './patch-list';
import { RunTimeline } from './run-timeline';
import { StateHeader } from './state-header';

/** The shared agent state, how it changed, and what the latest run did. */
export function StatePanel() {
  const t = useT();
  return (
    <section aria-label={t('state.label')} className="flex h-full flex-col gap-5 overflow-y-auto p-4">
      <StateHeader />
      <DivergedAlert />
      <AgentStateView />
      <PatchList />
      <RunTimeline />
    </section>
  );
}
