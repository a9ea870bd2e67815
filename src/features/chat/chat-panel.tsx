import { Composer } from './composer';
import { ErrorBanner } from './error-banner';
import { MessageList } from './message-list';
import { StallNotice } from './stall-notice';
import { StatusLine } from './status-line';

export function ChatPanel() {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ErrorBanner />
      <MessageList />
      <StallNotice />
      <StatusLine />
      <Composer />
    </div>
  );
}
