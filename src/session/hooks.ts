import { useStore } from 'zustand';
import type { SessionState } from '../protocol/session-state';
import { useSession } from './session-context';

function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useStore(useSession().store, selector);
}

export const useMessageOrder = () => useSessionState((state) => state.messageOrder);
export const useMessage = (id: string) => useSessionState((state) => state.messagesById[id]);
export const useRun = () => useSessionState((state) => state.run);
export const useConnection = () => useSessionState((state) => state.connection);
export const useCurrentAgent = () => useSessionState((state) => state.currentAgent);
export const useSessionActions = () => useSession().actions;
