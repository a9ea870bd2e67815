import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { HeaderControls, SettingsSheet, type HeaderControlsProps } from './header-controls';
import { sessionNavId } from './session-nav';
import { useLargeScreen } from './use-wide-screen';

interface SessionsToggle {
  /** Whether the sidebar shows; undefined on a phone, where the button opens the drawer. */
  sidebarShown: boolean | undefined;
  onClick: () => void;
}

interface AppHeaderProps extends HeaderControlsProps {
  sessions: SessionsToggle;
}

/** Opens the drawer on a phone; folds the sidebar away and back on a wider screen. */
function SessionsButton({ sidebarShown, onClick }: SessionsToggle) {
  const t = useT();
  return (
    <Button
      variant="inverse"
      onClick={onClick}
      aria-label={t('sessions.openDrawer')}
      title={t('sessions.openDrawer')}
      aria-expanded={sidebarShown}
      aria-controls={sidebarShown ? sessionNavId : undefined}
      aria-haspopup={sidebarShown === undefined ? 'dialog' : undefined}
      className="text-lg"
    >
      <span aria-hidden>☰</span>
    </Button>
  );
}

/** The compact header's button for what the full header shows in the bar. */
function SettingsButton(props: HeaderControlsProps) {
  const t = useT();
  const [open, setOpen] = useState<boolean>();
  return (
    <>
      <Button
        variant="inverse"
        aria-label={t('layout.settings')}
        title={t('layout.settings')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="text-lg"
      >
        <span aria-hidden>⋮</span>
      </Button>
      {/* Once opened it stays mounted, closed, so focus can return to this button. */}
      {open !== undefined && <SettingsSheet {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The app bar. With room (tablet landscape, desktop) it shows everything; on a phone or tablet portrait it is
 * one row — sessions, the title, and a menu holding the rest.
 */
export function AppHeader({ sessions, ...controls }: AppHeaderProps) {
  const t = useT();
  const large = useLargeScreen();
  return (
    <header
      className={`app-bar flex items-center bg-sky-950 pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] text-on-accent shadow ${large ? 'flex-wrap gap-x-4 gap-y-2 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3' : 'gap-2 pt-[max(0.375rem,env(safe-area-inset-top))] pb-1.5'}`}
    >
      <SessionsButton {...sessions} />
      <span
        aria-hidden
        className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-teal-500 font-bold text-sky-950 max-sm:hidden"
      >
        H
      </span>
      <div className="min-w-0 flex-1 lg:flex-none">
        <h1 className="truncate leading-tight font-semibold lg:text-lg">{t('app.title')}</h1>
        {large && <p className="text-xs tracking-wide text-sky-200 uppercase">{t('app.subtitle')}</p>}
      </div>
      {large ? <HeaderControls {...controls} /> : <SettingsButton {...controls} />}
    </header>
  );
}
