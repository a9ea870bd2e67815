import { EventInspector } from '../features/debug/events/event-inspector';
import { EventsTabLabel } from '../features/debug/events/events-tab-label';
import { ToolCallsPanel } from '../features/debug/tool-calls/tool-calls-panel';
import { StatePanel } from '../features/state/state-panel';
import { useT } from '../i18n/use-t';
import { usePrefs, type SidePanel } from '../prefs/prefs-store';
import type { ReplayFrame } from '../session/replay-player';

const tabs: SidePanel[] = ['tools', 'state', 'events'];

/** The debug panels beside the chat, as tabs; which one is in front is remembered. */
export function SidePanels({ onReplay }: { onReplay: (frames: ReplayFrame[], speed: number) => void }) {
  const t = useT();
  const tab = usePrefs((prefs) => prefs.layout.tab);
  const setLayout = usePrefs((prefs) => prefs.setLayout);
  return (
    <aside aria-label={t('panels.label')} className="flex h-full min-h-0 flex-col border-l border-slate-200 bg-white">
      <div role="tablist" aria-label={t('panels.label')} className="flex gap-1 border-b border-slate-200 px-2 pt-2">
        {tabs.map((id) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setLayout({ tab: id })}
            className={`rounded-t-lg px-3 py-1.5 text-sm font-medium pointer-coarse:min-h-11 ${tab === id ? 'border border-b-white border-slate-200 bg-white text-teal-800' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {id === 'events' ? <EventsTabLabel /> : t(`panels.${id}`)}
          </button>
        ))}
      </div>
      <div
        id={`panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        className="min-h-0 flex-1 overflow-hidden"
      >
        {tab === 'tools' && <ToolCallsPanel />}
        {tab === 'state' && <StatePanel />}
        {tab === 'events' && <EventInspector onReplay={onReplay} />}
      </div>
    </aside>
  );
}
