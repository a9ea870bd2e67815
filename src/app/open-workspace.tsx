import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useT } from '../i18n/use-t';
import { usePrefs } from '../prefs/prefs-store';
import type { ReplayFrame } from '../session/replay-player';
import { SidePanels } from './side-panels';

interface OpenWorkspaceProps {
  toggle: ReactNode;
  children: ReactNode;
  onReplay: (frames: ReplayFrame[], speed: number) => void;
}

/** The chat beside the resizable debug panels; the width is remembered. */
export function OpenWorkspace({ toggle, children, onReplay }: OpenWorkspaceProps) {
  const t = useT();
  const size = usePrefs((prefs) => prefs.layout.size);
  const setLayout = usePrefs((prefs) => prefs.setLayout);
  return (
    <Group
      orientation="horizontal"
      className="relative min-h-0 flex-1"
      onLayoutChanged={(sizes) => {
        const panels = sizes.panels;
        if (typeof panels === 'number') setLayout({ size: Math.round(panels) });
      }}
    >
      <Panel id="chat" minSize="35" className="relative flex min-h-0 flex-col">
        {toggle}
        {children}
      </Panel>
      <Separator aria-label={t('panels.resize')} className="w-1.5 bg-slate-200 hover:bg-teal-400 focus-visible:bg-teal-500" />
      <Panel id="panels" defaultSize={String(size)} minSize="20" className="min-h-0">
        <SidePanels onReplay={onReplay} />
      </Panel>
    </Group>
  );
}
