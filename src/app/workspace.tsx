import { useEffect, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { useT } from '../i18n/use-t';
import { usePrefs } from '../prefs/prefs-store';
import type { ReplayFrame } from '../session/replay-player';
import { useFocus } from '../ui-state/focus-store';
import { usePanels } from './panels-loader';

/** The chat and, when opened, the resizable debug panels beside it; open state and width are remembered. */
export function Workspace({
  children,
  onReplay,
}: {
  children: ReactNode;
  onReplay: (frames: ReplayFrame[], speed: number) => void;
}) {
  const t = useT();
  const layout = usePrefs((prefs) => prefs.layout);
  const setLayout = usePrefs((prefs) => prefs.setLayout);
  const panels = usePanels(layout.open);

  useEffect(
    () =>
      useFocus.subscribe((focus, previous) => {
        if (focus.toolCall && focus.toolCall !== previous.toolCall)
          usePrefs.getState().setLayout({ open: true, tab: 'tools' });
      }),
    [],
  );

  const toggle = (
    <Button
      size="sm"
      aria-pressed={layout.open}
      onClick={() => setLayout({ open: !layout.open })}
      className="absolute top-2 right-3 z-10 shadow-sm"
    >
      {layout.open ? t('panels.toggleClose') : t('panels.toggleOpen')}
    </Button>
  );

  if (!panels) {
    return (
      <div className="relative flex min-h-0 flex-1 flex-col">
        {toggle}
        {children}
      </div>
    );
  }
  return (
    <panels.OpenWorkspace toggle={toggle} onReplay={onReplay}>
      {children}
    </panels.OpenWorkspace>
  );
}
