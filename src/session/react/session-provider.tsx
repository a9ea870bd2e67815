import { useEffect, useState, type ReactNode } from 'react';
import { webStorageOutbox } from '../../transport/outbox';
import { createSession, type SessionDeps } from '../create-session';
import { webStorageDecisions } from '../kept-decisions';
import { webStorageToolNames } from '../kept-tool-names';
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
  const [session] = useState(() =>
    createSession({
      watchNetwork,
      isOnline: () => navigator.onLine,
      batchFrames: true,
      outboxStorage: webStorageOutbox(`hai.outbox.${deps.threadId}`, localStorage),
      decisionStorage: webStorageDecisions(`hai.decisions.${deps.threadId}`, localStorage),
      // Kept on the device: the next visit names a tool (an approval asked before its call starts) as the chips did.
      toolNameStorage: webStorageToolNames('hai.tool-names', localStorage),
      ...deps,
    }),
  );
  useEffect(() => session.start(), [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
