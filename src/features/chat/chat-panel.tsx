import { Composer } from './composer';
import { MessageList } from './message-list';
import { StatusLine } from './status-line';

export function ChatPanel() {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <MessageList />
      <StatusLine />
      <Composer />
    </div>
  );
}
