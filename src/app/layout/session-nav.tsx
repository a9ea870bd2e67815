import { lazy, Suspense } from 'react';
import { Sheet } from '../../components/ui/sheet';
import { useT } from '../../i18n/use-t';

// Not needed for the first paint (its list comes over REST anyway): requested at once, beside the shell.
const sidebarModule = import('../../features/sessions/session-sidebar');
const SessionSidebar = lazy(() => sidebarModule);

/** The sidebar's id, for the header button that folds it away. */
export const sessionNavId = 'session-nav';

interface SessionNavProps {
  userId: string | undefined;
  currentThreadId: string;
  canRename: boolean;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
  /** Beside the conversation (tablet on its side, desktop) or in a drawer (phone, upright tablet). */
  wide: boolean;
  sidebarHidden: boolean;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

/**
 * The session list: a foldable column beside the conversation on a wide screen, a drawer on a phone or
 * an upright tablet.
 */
export function SessionNav({
  userId,
  wide,
  sidebarHidden,
  drawerOpen,
  onCloseDrawer,
  onOpen,
  onNew,
  ...rest
}: SessionNavProps) {
  const t = useT();
  const sidebar = userId && (
    <Suspense fallback={<div aria-busy="true" className="h-full border-r border-slate-200 bg-white" />}>
      <SessionSidebar
        userId={userId}
        {...rest}
        onOpen={(sessionId) => {
          onCloseDrawer();
          onOpen(sessionId);
        }}
        onNew={() => {
          onCloseDrawer();
          onNew();
        }}
      />
    </Suspense>
  );
  if (wide) {
    if (sidebarHidden) return null;
    return (
      <div id={sessionNavId} className="min-h-0 pl-[env(safe-area-inset-left)]">
        {sidebar}
      </div>
    );
  }
  return (
    <Sheet
      open={drawerOpen}
      onClose={onCloseDrawer}
      title={t('sessions.label')}
      closeLabel={t('layout.close')}
      side="left"
    >
      {sidebar}
    </Sheet>
  );
}
