import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EventInspector } from '../../features/debug/events/event-inspector';
import { EventsTabLabel } from '../../features/debug/events/events-tab-label';
import { ToolCallsPanel } from '../../features/debug/tool-calls/tool-calls-panel';
import { StatePanel } from '../../features/state/state-panel';
import { useT } from '../../i18n/use-t';
import { usePrefs, type SidePanel } from '../../prefs/prefs-store';
import type { ReplayFrame } from '../../session/replay-player';

const tabs: SidePanel[] = ['tools', 'state', 'events'];

/** The WAI-ARIA tabs keys: arrows move to the previous or next tab (wrapping), Home and End to the first and last. */
function tabForKey(key: string, current: SidePanel): SidePanel | undefined {
  const index = tabs.indexOf(current);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

interface SidePanelsProps {
  onReplay: (frames: ReplayFrame[], speed: number) => void;
  /** Opened by the inspector just now: the tab in front takes the focus. */
  autoFocus?: boolean;
  /** Beside the chat the panels name themselves with a heading; a sheet's title already does. */
  heading?: boolean;
}

/**
 * The debug panels beside the chat, as tabs; which one is in front is remembered. One tab is in the Tab order
 * (roving tabindex); the arrow keys, Home and End move between them and show the panel at once.
 */
export function SidePanels({ onReplay, autoFocus = false, heading = true }: SidePanelsProps) {
  const t = useT();
  const tab = usePrefs((prefs) => prefs.layout.tab);
  const setLayout = usePrefs((prefs) => prefs.setLayout);
  const list = useRef<HTMLDivElement>(null);
  const focusTab = (id: SidePanel) => list.current?.querySelector<HTMLElement>(`#tab-${id}`)?.focus();
  const [focusOnMount] = useState(autoFocus);
  useEffect(() => {
    if (focusOnMount) list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [focusOnMount]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, tab);
    if (!next) return;
    event.preventDefault();
    setLayout({ tab: next });
    focusTab(next);
  };
  return (
    <aside aria-label={t('panels.label')} className="flex h-full min-h-0 flex-col border-l border-slate-200 bg-white">
      {heading && <h2 className="sr-only">{t('panels.label')}</h2>}
      <div
        ref={list}
        role="tablist"
        aria-label={t('panels.label')}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-slate-200 px-2 pt-2"
      >
        {tabs.map((id) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
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
