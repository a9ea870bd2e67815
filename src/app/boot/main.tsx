import './zod-without-eval';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '../../index.css';
import { loadApiKey, originOf, withToken } from '../../api/api-key';
import { loadLanguage } from '../../i18n/catalog';
import { usePrefs } from '../../prefs/prefs-store';
import { webStorageOutbox } from '../../session/outbox';
import { Sender } from '../../session/sender';
import { threadHeld, type LockManagerLike } from '../../session/thread-lock';
import { openEarlySocket } from '../../transport/early-socket';
import { createSocketWorker } from '../../transport/worker-socket';
import { AppControllerContext } from '../../ui-state/app-controller';
import { App } from '../layout/app';
import { startServiceWorker } from '../pwa/start-service-worker';
import { createAppController } from './app-controller';
import { loadConfig } from './config';
import { forBackend, scopedKey } from './gateway-endpoints';
import { Providers } from './providers';
import { adoptShellComposer } from './shell-composer';
import { createThreadStore } from './thread-store';

// A backend behind AGORA's gateway: from the URL, else chosen in the preferences, else configured, else the default.
const { apiKey, ...configured } = loadConfig(usePrefs.getState().backend);
// The key is bound to the server's origin; a kiosk's key and one kept before keys had an origin belong to the
// server the configuration names, never to one a link's `?api=` names.
loadApiKey(apiKey, { origin: originOf(configured.apiUrl), home: originOf(loadConfig(undefined, '').apiUrl) });
const config = forBackend(configured, configured.backend);
// Each backend has its own users: the inspector chosen is the one chosen for this backend.
usePrefs.getState().setInspectorScope(config.backend ?? '');
// English texts are a chunk of their own: asked for at once when this browser chose English.
void loadLanguage(usePrefs.getState().language);
const personaFromUrl = new URLSearchParams(window.location.search).get('user');
const otherInspector = personaFromUrl !== null && personaFromUrl !== usePrefs.getState().userId;
if (personaFromUrl) usePrefs.getState().setUserId(personaFromUrl);
const threads = createThreadStore({
  location: window.location,
  history: window.history,
  storage: localStorage,
  newId: () => crypto.randomUUID(),
  storedBelongsElsewhere: otherInspector,
  storageKey: scopedKey('hai.threadId', config.backend),
});
// The one send path: every message goes into the open thread's outbox (kept in storage, shared with the thread's
// other tabs), where the conversation's engine finds it once it has loaded.
const sender = new Sender({
  storageFor: (threadId) => webStorageOutbox(`hai.outbox.${threadId}`, localStorage, onStorage),
});
sender.open(threads.store.getState().threadId);
threads.store.subscribe(({ threadId }) => sender.open(threadId));
// What was typed into the page's one message box before this script ran is the draft from here on; what was sent
// from it is in the outbox already.
adoptShellComposer(document.querySelector('textarea#composer'), sender, {
  storage: localStorage,
  threadId: () => threads.store.getState().threadId,
});
// The socket worker and its connection start beside the first paint; the session takes them over (not over HTTP).
// Not in a tab whose conversation another tab has: that one connects only when it takes over.
const earlySocket =
  config.socketOnMainThread || config.transport === 'agui-sse' || typeof Worker === 'undefined'
    ? undefined
    : openEarlySocket(
        withToken(config.wsUrl),
        createSocketWorker,
        undefined,
        threadHeld(navigator.locks as LockManagerLike | undefined, threads.store.getState().threadId),
      );
// Reading aloud is off by default: the speech engine loads once the page has, not beside the first screen (its
// controls show once it is there). Its voice is the gateway's (at the gateway's root, whichever backend) where it has one.
const pageLoaded = new Promise<void>((loaded) => {
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', () => loaded(), { once: true });
});
const player = pageLoaded
  .then(() => import('../voice/speech-player'))
  .then((module) => module.createSpeechPlayer(window.location.search, configured.apiUrl, sender));
const speech = player.then(({ queue }) => queue);
const controller = createAppController(sender, player);

startServiceWorker();

// Shown only when a new version is ready: its own chunk, with the registration's.
const UpdatePrompt = lazy(() => import('../pwa/update-prompt'));

/** Another tab changed `key` in localStorage (the browser tells every tab but the one that wrote it). */
function onStorage(key: string, changed: () => void): () => void {
  const listener = (event: StorageEvent) => event.key === key && changed();
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppControllerContext value={controller}>
      <Providers
        apiUrl={config.apiUrl}
        gatewayUrl={configured.apiUrl}
        cacheKey={scopedKey('hai.query-cache', config.backend)}
        backend={config.backend}
      >
        <App config={config} threads={threads} speech={speech} earlySocket={earlySocket} />
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </Providers>
    </AppControllerContext>
  </StrictMode>,
);
