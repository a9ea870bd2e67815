import { useStore } from 'zustand';
import { mapGet } from '../../lib/persistent/persistent-map';
import { isShownInMessage, selectApprovalsInMessage } from '../../model/approval-place';
import { selectRunTimeline, selectToolCallList } from '../../model/debug-selectors';
import {
  selectApproval,
  selectMessage,
  selectNotice,
  selectPendingApprovals,
  selectAgentState,
  selectLatestAgoraError,
  selectLatestOwnMessageId,
  selectNextWaitingMessageId,
  selectQueuedCount,
  selectIsBlankAnswer,
  selectTimeline,
  selectToolCall,
} from '../../model/selectors';
import type { SessionState } from '../../model/session-state';
import { stateMarks } from '../../model/state-history';
import { selectToolDisplayNames } from '../../model/tool-names';
import { useSession } from './session-context';

function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useStore(useSession().store, selector);
}

/** The transcript order; a new identity only when an item is added, not on every delta. */
export const useTimeline = () => useSessionState(selectTimeline);
export const useMessage = (id: string) => useSessionState((state) => selectMessage(state, id));
export const useIsBlankAnswer = (id: string) => useSessionState((state) => selectIsBlankAnswer(state, id));
export const useToolCall = (id: string) => useSessionState((state) => selectToolCall(state, id));
export const useNotice = (id: string) => useSessionState((state) => selectNotice(state, id));
export const useStateChangeCard = (id: string) => useSessionState((state) => mapGet(state.stateCards, id));
export const useApproval = (id: string) => useSessionState((state) => selectApproval(state, id));
/** The approvals asked in the middle of this answer, where its text breaks for each. */
export const useApprovalsInMessage = (id: string) => useSessionState((state) => selectApprovalsInMessage(state, id));
/** Whether the approval reads inside the answer it was asked in, rather than in a row of its own. */
export const useIsApprovalInMessage = (id: string) =>
  useSessionState((state) => {
    const approval = selectApproval(state, id);
    return approval !== undefined && isShownInMessage(state, approval);
  });
export const usePendingApprovals = () => useSessionState(selectPendingApprovals);
export const useLatestOwnMessageId = () => useSessionState(selectLatestOwnMessageId);
export const useQueuedCount = () => useSessionState(selectQueuedCount);
export const useNextWaitingMessageId = () => useSessionState(selectNextWaitingMessageId);
export const useToolDisplayNames = () => useSessionState(selectToolDisplayNames);
export const useRun = () => useSessionState((state) => state.run);
export const useConnection = () => useSessionState((state) => state.connection);
export const useStalledSince = () => useSessionState((state) => state.stalledSince);
export const useReconnectAt = () => useSessionState((state) => state.reconnectAt);
export const useCurrentAgent = () => useSessionState((state) => state.currentAgent);
export const useHistoryStatus = () => useSessionState((state) => state.history);
export const useToolCallList = () => useSessionState(selectToolCallList);
export const useAgentStateJson = () => useSessionState(selectAgentState);
export const useLastPatch = () => useSessionState((state) => state.lastPatch);
export const useStateDiverged = () => useSessionState((state) => state.stateDiverged);
/** The last 50 state events, for the patch list. */
export const useStateChanges = () => useSessionState((state) => stateMarks(state.eventLog, 50));
export const useRunTimeline = () => useSessionState(selectRunTimeline);
export const useEventLog = () => useSessionState((state) => state.eventLog);
/** The background colour the inspector let an agent give this conversation (AG-UI's dojo `change_background`). */
export const useChatBackground = () => useSessionState((state) => state.chatBackground);
export const useReplayProgress = () => useSessionState((state) => state.replay);
export const useLatestAgoraError = () => useSessionState(selectLatestAgoraError);
/** An answer is streaming in: the conversation is busy (screen readers wait for it to settle). */
export const useAnswerStreaming = () =>
  useSessionState((state) => state.openMessageIds.some((id) => mapGet(state.messages, id)?.role === 'assistant'));
export const useSpoken = (messageId: string) => useSessionState((state) => mapGet(state.spoken, messageId));
export const useSessionActions = () => useSession().actions;
/** Which transport the session speaks (what the status line names, and whether approvals can be answered). */
export const useTransportKind = () => useSession().transportKind;
