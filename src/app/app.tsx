import { ChatPanel } from '../features/chat/chat-panel';
import { SessionProvider } from '../session/session-provider';
import type { AppConfig } from './config';
import { AppHeader } from './app-header';

export function App({ config, threadId }: { config: AppConfig; threadId: string }) {
  return (
    <div className="flex h-dvh flex-col bg-slate-100 text-slate-900">
      <AppHeader userId={config.userId} />
      <main className="min-h-0 flex-1">
        <SessionProvider key={threadId} threadId={threadId} userId={config.userId} wsUrl={config.wsUrl}>
          <ChatPanel />
        </SessionProvider>
      </main>
    </div>
  );
}
