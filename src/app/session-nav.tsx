import { lazy, Suspense } from 'react';
import { SessionDrawer } from './session-drawer';
import { useWideScreen } from './use-wide-screen';

// Not needed for the first paint (its list comes over REST anyway): requested at once, beside the shell.
const sidebarModule = import('../features/sessions/session-sidebar');
const SessionSidebar = lazy(() => sidebarModule.then((module) => ({ default: module.SessionSidebar })));

interface SessionNavProps {
  userId: string | undefined;
  currentThreadId: string;
  canRename: boolean;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

/** The session list: a column beside the conversation on a wide screen, a drawer on a phone. */
export function SessionNav({ userId, drawerOpen, onCloseDrawer, onOpen, onNew, ...rest }: SessionNavProps) {
  const wide = useWideScreen();
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
  if (wide) return <div className="min-h-0">{sidebar}</div>;
  return (
    <SessionDrawer open={drawerOpen} onClose={onCloseDrawer}>
      {sidebar}
    </SessionDrawer>
  );
}
