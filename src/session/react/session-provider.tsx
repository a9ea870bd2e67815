import { useEffect, useState, type ReactNode } from 'react';
import { webStorageDecisions } from '../kept-decisions';
import { webStorageToolNames } from '../kept-tool-names';
import { Session, type SessionDeps } from '../session';
import { SessionContext } from './session-context';

function watchNetwork(reconnectNow: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Owns one live session. Key it by thread id: a new thread gets a fresh store. */
export function SessionProvider({ children, ...deps }: SessionDeps & { children: ReactNode }) {
  const [session] = useState(
    () =>
      new Session({
        watchNetwork,
        isOnline: () => navigator.onLine,
        decisionStorage: webStorageDecisions(`hai.decisions.${deps.threadId}`, localStorage),
        // Kept on the device: the next visit names a tool (an approval asked before its call starts) as the chips did.
        toolNameStorage: webStorageToolNames('hai.tool-names', localStorage),
        ...deps,
      }),
  );
  useEffect(() => session.start(), [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
