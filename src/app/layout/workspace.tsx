import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import type { ReplayFrame } from '../../session/replay-player';
import { useFocus } from '../../ui-state/focus-store';
import { usePanels } from './panels-loader';
import { useLargeScreen } from './use-wide-screen';

/**
 * Where the debug panels are: beside the chat when the screen has room (open state remembered), else in a
 * sheet over it (opened for the moment). A request to show a tool call opens them on the tool calls.
 */
function useDebugPlace() {
  const beside = useLargeScreen();
  const layoutOpen = usePrefs((prefs) => prefs.layout.open);
  const [sheet, setSheet] = useState({ open: false, used: false });
  const openSheet = () => setSheet({ open: true, used: true });
  useEffect(
    () =>
      useFocus.subscribe((focus, previous) => {
        if (!focus.toolCall || focus.toolCall === previous.toolCall) return;
        usePrefs.getState().setLayout(beside ? { open: true, tab: 'tools' } : { tab: 'tools' });
        if (!beside) setSheet({ open: true, used: true });
      }),
    [beside],
  );
  // Once opened, the sheet stays mounted (closed), so focus can go back to what opened it.
  const panels = usePanels(beside ? layoutOpen : sheet.used);
  return {
    beside,
    open: beside ? layoutOpen : sheet.open,
    panels,
    toggle: () => (beside ? usePrefs.getState().setLayout({ open: !layoutOpen }) : openSheet()),
    closeSheet: () => setSheet({ open: false, used: true }),
  };
}

/**
 * The chat and, when opened, the debug panels: resizable beside it (width remembered), or a sheet over it.
 * The chat places their toggle (in its status line), where it covers nothing.
 */
export function Workspace({
  children,
  onReplay,
}: {
  children: (toggle: ReactNode) => ReactNode;
  onReplay: (frames: ReplayFrame[], speed: number) => void;
}) {
  const t = useT();
  const place = useDebugPlace();
  const { panels } = place;
  const beside = Boolean(panels && place.beside);
  // The toggle moves between two layouts (and is made anew): opening sends focus into the panels, closing back here.
  const [moveFocus, setMoveFocus] = useState<'panels' | 'toggle'>();
  const toggleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moveFocus === 'toggle' && !beside) toggleButton.current?.focus();
  }, [moveFocus, beside]);

  const label = place.beside && place.open ? t('panels.toggleClose') : t('panels.toggleOpen');
  const toggle = (
    <Button
      size="sm"
      aria-pressed={place.beside ? place.open : undefined}
      aria-haspopup={place.beside ? undefined : 'dialog'}
      ref={toggleButton}
      onClick={() => {
        if (place.beside) setMoveFocus(place.open ? 'toggle' : 'panels');
        place.toggle();
      }}
      aria-label={label}
    >
      {/* A phone's status line has room for the word that starts the name only. */}
      <span className="sm:hidden">{t('panels.toggleShort')}</span>
      <span className="max-sm:hidden">{label}</span>
    </Button>
  );

  if (panels && beside) {
    return (
      <panels.OpenWorkspace onReplay={onReplay} focusPanels={moveFocus === 'panels'}>
        {children(toggle)}
      </panels.OpenWorkspace>
    );
  }
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {children(toggle)}
      {panels && <panels.DebugSheet open={place.open} onClose={place.closeSheet} onReplay={onReplay} />}
    </div>
  );
}
