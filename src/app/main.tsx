import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { loadLanguage } from '../i18n/catalog';
import { usePrefs } from '../prefs/prefs-store';
import { openEarlySocket } from '../transport/early-socket';
import { createSocketWorker } from '../transport/worker-socket';
import { App } from './app';
import { loadConfig } from './config';
import { Providers } from './providers';
import { startServiceWorker } from './pwa/service-worker';
import { UpdatePrompt } from './pwa/update-prompt';
import { adoptShellComposer } from './shell-composer';
import { createThreadStore } from './thread-store';

const config = loadConfig();
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
});
// What was typed into the page's first message box, before this script ran, is the draft from here on.
adoptShellComposer(document.querySelector('textarea#composer'), () => threads.store.getState().threadId);
// The socket worker and its connection start beside the first paint; the session takes them over (not over HTTP).
const earlySocket =
  config.socketOnMainThread || config.transport === 'agui-sse' || typeof Worker === 'undefined'
    ? undefined
    : openEarlySocket(config.wsUrl, createSocketWorker);
// Reading aloud is off by default: the speech engine loads beside the first render, not before it.
const speech = import('./speech-player').then((module) => module.createSpeechPlayer(window.location.search));

startServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers apiUrl={config.apiUrl}>
      <App config={config} threads={threads} speech={speech} earlySocket={earlySocket} />
      <UpdatePrompt />
    </Providers>
  </StrictMode>,
);
