import { useLayoutEffect } from 'react';
import { useReplayProgress, useSessionActions, useThreadId } from '../../session/react/hooks';
import { useComposer } from '../../ui-state/composer-store';
import { Composer } from './composer';

/**
 * The message box of a running conversation. What was sent before its engine loaded (from the shell's
 * box) goes out first, in order, once.
 */
export function SessionComposer() {
  const { sendMessage } = useSessionActions();
  const threadId = useThreadId();
  const replaying = useReplayProgress() !== undefined;
  // In the commit that shows this box, before any key can reach it: what waited goes out before what is typed
  // next. Anything queued early while it is shown (Enter caught by the first screen's script) goes at once.
  useLayoutEffect(() => {
    const sendWaiting = () => {
      for (const message of useComposer.getState().takeEarly(threadId)) sendMessage(message.text);
    };
    sendWaiting();
    return useComposer.subscribe((state, previous) => {
      if (state.early !== previous.early) sendWaiting();
    });
  }, [threadId, sendMessage]);
  return <Composer onSend={sendMessage} replaying={replaying} />;
}
