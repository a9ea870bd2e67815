import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { Banner } from '../components/ui/banner';
import { SessionSidebar } from '../features/sessions/session-sidebar';
import { useT } from '../i18n/use-t';
import { usePrefs } from '../prefs/prefs-store';
import type { SpeechQueue } from '../speech/speech-queue';
import { AppHeader } from './app-header';
import type { AppConfig } from './config';
import { loadPanels } from './panels-loader';
import type { ThreadStore } from './thread-store';
import { replaceUrlParam } from './url-param';

// Requested as soon as the shell runs, beside its first render; with the panels open, their chunk too,
// so the chat mounts once, already beside them.
const liveSession = Promise.all([import('./live-session'), usePrefs.getState().layout.open && loadPanels()]);
const LiveSession = lazy(() => liveSession.then(([module]) => ({ default: module.LiveSession })));

export function App({
  config,
  threads,
  speech,
}: {
  config: AppConfig;
  threads: ThreadStore;
  speech: Promise<SpeechQueue>;
}) {
  const t = useT();
  const thread = useStore(threads.store);
  const userId = usePrefs((prefs) => prefs.userId) ?? config.userId;
  const onPersonaChange = (persona: string) => {
    replaceUrlParam('user', persona);
    threads.startNew();
  };

  return (
    <div className="flex h-dvh flex-col bg-slate-100 text-slate-900">
      <AppHeader userId={userId} personas={config.personas} onPersonaChange={onPersonaChange} />
      <div className="grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[18rem_1fr]">
        <div className="hidden min-h-0 md:block">
          <SessionSidebar
            userId={userId}
            currentThreadId={thread.threadId}
            onOpen={threads.open}
            onNew={() => threads.startNew()}
          />
        </div>
        <main className="flex min-h-0 flex-col">
          {thread.missing && (
            <Banner tone="warning" action={{ label: t('history.dismiss'), onClick: threads.dismissMissing }}>
              {t('history.missing')}
            </Banner>
          )}
          <Suspense fallback={<div aria-busy="true" className="min-h-0 flex-1" />}>
            <LiveSession config={config} userId={userId} thread={thread} threads={threads} speech={speech} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
