import { useEffect } from 'react';
import { useReplayProgress, useSessionActions, useThreadId } from '../../session/hooks';
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
  useEffect(() => {
    for (const message of useComposer.getState().takeEarly(threadId)) sendMessage(message.text);
  }, [threadId, sendMessage]);
  return <Composer onSend={sendMessage} replaying={replaying} />;
}
