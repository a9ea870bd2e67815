import { useIsRestoring } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { useCapabilities } from '../../api/use-server-data';
import { Banner } from '../../components/ui/banner';
import { I18nProvider } from '../../i18n/i18n-context';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';
import type { SpeechQueue } from '../../speech/speech-queue';
import type { EarlySockets } from '../../transport/early-socket';
import { useAppController } from '../../ui-state/app-controller';
import type { AppConfig } from '../boot/config';
import type { ThreadStore } from '../boot/thread-store';
import { replaceUrlParam } from '../boot/url-param';
import { ApiKeyGate } from './api-key-gate';
import { AppHeader } from './app-header';
import { useDocumentLanguage } from './document-language';
import { EarlyChat } from './early-chat';
import { loadPanels } from './panels-loader';
import { SessionNav } from './session-nav';
import { SkipLink } from './skip-link';
import { useAgentLabels } from './use-agent-labels';
import { useInspector } from './use-inspector';
import { useServerPreferences } from './use-server-preferences';
import { useSessionPlace } from './use-session-place';
import { useAppliedTheme } from './use-theme';

// Requested as soon as the shell runs, beside its first render; with the panels open, their chunk too,
// so the chat mounts once, already beside them.
// The `?` overview listens from the first screen's chunk, beside the entry: not part of the initial script.
const ShortcutHelp = lazy(() => import('./shortcut-help'));
const liveSession = Promise.all([
  import('../conversation/live-session'),
  usePrefs.getState().layout.open && loadPanels(),
]);
const LiveSession = lazy(() => liveSession.then(([module]) => module));
// Shows nothing before the server's kind is known, so it waits for the first screen's chunk, not the entry.
const FirstInspectorOffer = lazy(() =>
  import('./inspector-picker').then((module) => ({ default: module.FirstInspectorOffer })),
);

interface AppProps {
  config: AppConfig;
  threads: ThreadStore;
  speech: Promise<SpeechQueue>;
  earlySocket?: EarlySockets;
}

/**
 * index.html's first screen stays until the app's first render is on the page: its message box is in that render
 * (layout effects run after the children's, so the composer has taken the box in by then, or takes it later).
 */
function useFirstScreenRetired() {
  const { composerBox } = useAppController();
  useLayoutEffect(
    () => composerBox.retireShell(document.getElementById('shell'), document.getElementById('root')),
    [composerBox],
  );
}

/** The server's view of the inspector (who, in which language, with which agents) around the app. */
export function App(props: AppProps) {
  useFirstScreenRetired();
  const inspector = useInspector(props.config.userId);
  const can = useCapabilities();
  const preferences = useServerPreferences(inspector.userId, can.preferences && inspector.listed);
  const agents = useAgentLabels(can.agents);
  useAppliedTheme(preferences.theme);
  return (
    <I18nProvider value={{ language: preferences.language, agents }}>
      <Suspense fallback={null}>
        <FirstInspectorOffer {...inspector} onChange={(next) => chooseInspector(props.threads, next)} />
      </Suspense>
      <Layout {...props} inspector={inspector} preferences={preferences} />
    </I18nProvider>
  );
}

/** The session list beside the chat (index.html's first screen draws it as wide: w-72, xl:w-80). */
const besideTheChat = 'grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)]';

/** Another inspector works here now: remembered, in the address, and with a new conversation. */
function chooseInspector(threads: ThreadStore, next: string) {
  usePrefs.getState().setUserId(next);
  replaceUrlParam('user', next);
  threads.startNew();
}

type LayoutProps = AppProps & {
  inspector: ReturnType<typeof useInspector>;
  preferences: ReturnType<typeof useServerPreferences>;
};

function Layout({ config, threads, speech, earlySocket, inspector, preferences }: LayoutProps) {
  const t = useT();
  const thread = useStore(threads.store);
  const { userId } = inspector;
  const can = useCapabilities();
  // The conversation falls back to the kept copy when the server is away: that copy must be read in first.
  const restoring = useIsRestoring();
  const place = useSessionPlace();
  useDocumentLanguage(speech);
  const onInspectorChange = (next: string) => chooseInspector(threads, next);
  return (
    <div className="flex h-dvh flex-col bg-slate-100 text-slate-900">
      <SkipLink />
      <Suspense fallback={null}>
        <ShortcutHelp />
      </Suspense>
      <ApiKeyGate apiUrl={config.apiUrl} />
      <AppHeader
        {...inspector}
        personas={config.personas}
        onChange={onInspectorChange}
        preferences={preferences}
        sessions={{ sidebarShown: place.sidebarShown, onClick: place.toggle }}
      />
      <div className={`grid min-h-0 flex-1 ${place.sidebarShown ? besideTheChat : 'grid-cols-1'}`}>
        <SessionNav
          userId={userId}
          currentThreadId={thread.threadId}
          onOpen={threads.open}
          onNew={() => threads.startNew()}
          canRename={can.rename}
          wide={place.wide}
          sidebarHidden={place.sidebarHidden}
          drawerOpen={place.drawerOpen}
          onCloseDrawer={place.closeDrawer}
        />
        <main className="flex min-h-0 flex-col">
          {thread.missing && (
            <Banner tone="warning" action={{ label: t('history.dismiss'), onClick: threads.dismissMissing }}>
              {t('history.missing')}
            </Banner>
          )}
          <Suspense fallback={<EarlyChat threadId={thread.threadId} />}>
            {userId && !restoring ? (
              <LiveSession
                config={config}
                userId={userId}
                thread={thread}
                threads={threads}
                speech={speech}
                earlySocket={earlySocket}
              />
            ) : (
              <EarlyChat threadId={thread.threadId} />
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
}
