import { ComposerDock } from './composer-dock';
import { ErrorBanner } from './error-banner';
import { MessageList } from './message-list';
import { SessionComposer } from './session-composer';
import { StallNotice } from './stall-notice';
import { StatusLine } from './status-line';

export function ChatPanel() {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ErrorBanner />
      <MessageList />
      <StallNotice />
      <StatusLine />
      <ComposerDock>
        <SessionComposer />
      </ComposerDock>
    </div>
  );
}
