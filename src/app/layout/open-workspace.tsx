import type { ReactNode } from 'react';
import { SplitPane } from '../../components/ui/split-pane';
import '../../i18n/debug-panel-texts';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import type { ReplayFrame } from '../../session/replay-player';
import { SidePanels } from './side-panels';

// The panels' chunk holds both their places: beside the chat, and the sheet on a smaller screen.
export { DebugSheet } from './debug-sheet';

interface OpenWorkspaceProps {
  children: ReactNode;
  onReplay: (frames: ReplayFrame[], speed: number) => void;
  /** The inspector opened them just now: focus goes into them. */
  focusPanels?: boolean;
}

/** The chat keeps at least this share of the width; the panels get at least 20 %. */
const minChat = 35;

/** The chat beside the resizable debug panels; the width is remembered. */
export function OpenWorkspace({ children, onReplay, focusPanels }: OpenWorkspaceProps) {
  const t = useT();
  const size = usePrefs((prefs) => prefs.layout.size);
  const setLayout = usePrefs((prefs) => prefs.setLayout);
  return (
    <SplitPane
      className="relative min-h-0 flex-1"
      mainClassName="relative flex min-h-0 flex-col"
      sideClassName="min-h-0"
      size={size}
      min={20}
      max={100 - minChat}
      label={t('panels.resize')}
      onResize={(next) => setLayout({ size: next })}
      main={children}
      side={<SidePanels onReplay={onReplay} autoFocus={focusPanels} />}
    />
  );
}
