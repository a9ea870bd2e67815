import { useCallback, useEffect, useState } from 'react';
import { useFocus, type FocusRequest } from '../../../ui-state/focus-store';

export type { FocusRequest };

/** The latest request (from the chat) to show a tool call, and a way to ask the chat to show a message. */
export function useToolCallFocus() {
  const [request, setRequest] = useState<FocusRequest | undefined>(() => useFocus.getState().toolCall);
  useEffect(
    () =>
      useFocus.subscribe((focus, previous) => {
        if (focus.toolCall && focus.toolCall !== previous.toolCall) setRequest(focus.toolCall);
      }),
    [],
  );
  const showMessage = useCallback((messageId: string) => useFocus.getState().showMessage(messageId), []);
  return { request, showMessage };
}
