import type { ReactNode } from 'react';
import { ComposerDock } from './composer-dock';
import { ErrorBanner } from './error-banner';
import { MessageList } from './message-list';
import { SessionComposer } from './session-composer';
import { StallNotice } from './stall-notice';
import { StatusLine } from './status-line';

/** The conversation and its composer; `statusAction` goes at the end of the status line. */
export function ChatPanel({ statusAction }: { statusAction?: ReactNode }) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ErrorBanner />
      <MessageList />
      <StallNotice />
      <StatusLine action={statusAction} />
      <ComposerDock>
        <SessionComposer />
      </ComposerDock>
    </div>
  );
}
