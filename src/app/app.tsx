import { useStore } from 'zustand';
import { ApprovalDialog } from '../features/approval/approval-dialog';
import { ChatPanel } from '../features/chat/chat-panel';
import { SessionSidebar } from '../features/sessions/session-sidebar';
import { useT } from '../i18n/use-t';
import { usePrefs } from '../prefs/prefs-store';
import { SessionProvider } from '../session/session-provider';
import { AppHeader } from './app-header';
import type { AppConfig } from './config';
import type { SpeechQueue } from '../speech/speech-queue';
import { wireSpeech } from './speech-wiring';
import type { ThreadStore } from './thread-store';
import { ReplayBanner } from './replay-banner';
import { replaceUrlParam } from './url-param';
import { useSessionWiring } from './use-restore';
import { Workspace } from './workspace';

export function App({ config, threads, speech }: { config: AppConfig; threads: ThreadStore; speech: SpeechQueue }) {
  const t = useT();
  const thread = useStore(threads.store);
  const userId = usePrefs((prefs) => prefs.userId) ?? config.userId;
  const wiring = useSessionWiring(thread, threads);
  const onPersonaChange = (persona: string) => {
    replaceUrlParam('user', persona);
    threads.startNew();
  };

  return (
    <div className="flex h-dvh flex-col bg-slate-100 text-slate-900">
      <AppHeader userId={userId} personas={config.personas} onPersonaChange={onPersonaChange} />
      <div className="grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[18rem_1fr]">
        <div className="hidden min-h-0 md:block">
          <SessionSidebar userId={userId} currentThreadId={thread.threadId} onOpen={threads.open} onNew={() => threads.startNew()} />
        </div>
        <main className="flex min-h-0 flex-col">
          {thread.missing && (
            <p role="alert" className="flex items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-8">
              {t('history.missing')}
              <button type="button" onClick={threads.dismissMissing} className="ml-auto rounded-md border border-amber-400 px-2 py-0.5 font-medium">
                {t('history.dismiss')}
              </button>
            </p>
          )}
          <SessionProvider
            key={`${userId}:${thread.threadId}`}
            threadId={thread.threadId}
            userId={userId}
            wsUrl={config.wsUrl}
            stallAfterMs={config.stallAfterMs}
            {...wiring}
            attach={(store) => wireSpeech(store, speech)}
            replay={thread.replay && { frames: thread.replay.frames, speed: thread.replay.speed }}
          >
            <ReplayBanner onStop={threads.stopReplay} />
            <ApprovalDialog />
            <Workspace onReplay={threads.startReplay}>
              <ChatPanel />
            </Workspace>
          </SessionProvider>
        </main>
      </div>
    </div>
  );
}
