import { useState } from 'react';
import { usePrefs } from '../../prefs/prefs-store';
import { useWideScreen } from './use-wide-screen';

/**
 * Where the session list is: beside the conversation on a wide screen, folded away there when the
 * inspector chose so (remembered), or in a drawer on a phone or an upright tablet. `toggle` is what the header's
 * menu button does.
 */
export function useSessionPlace() {
  const wide = useWideScreen();
  const sidebarHidden = usePrefs((prefs) => prefs.layout.sidebarHidden === true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = () => {
    if (wide) usePrefs.getState().setLayout({ sidebarHidden: !sidebarHidden });
    else setDrawerOpen(true);
  };
  return {
    wide,
    sidebarHidden,
    drawerOpen,
    closeDrawer: () => setDrawerOpen(false),
    toggle,
    /** Whether the sidebar shows; undefined on a phone, where the button opens the drawer. */
    sidebarShown: wide ? !sidebarHidden : undefined,
  };
}
