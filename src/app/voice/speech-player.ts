import '../../i18n/tts-texts';
import { gatewayKnown } from '../../api/gateway-known';
import { wireServerVoice } from '../../features/tts/server-voice-wiring';
import { catalogs } from '../../i18n/catalog';
import { localeTags } from '../../lib/locale';
import { usePrefs } from '../../prefs/prefs-store';
import type { LiveConversation } from '../../session/live-conversation';
import type { Sender } from '../../session/sender';
import { createRecordingAdapter } from '../../speech/recording-adapter';
import { createSpeechQueue, type SpeechQueue } from '../../speech/speech-queue';
import { createSwitchAdapter } from '../../speech/switch-adapter';
import type { TtsAdapter } from '../../speech/tts-adapter';
import { createWebSpeechAdapter } from '../../speech/web-speech-adapter';
import type { SpeechControls } from '../../ui-state/app-controller';
import { useSpeech } from '../../ui-state/speech-store';
import type { SpeechPlayer } from '../boot/app-controller';

declare global {
  interface Window {
    /** Test hook (`?tts=fake`): what the recording speech engine was asked to say. */
    __haiTts?: { recorded: () => { text: string; at: number; end?: string }[] };
  }
}

/** The browser's Web Speech API, or with `?tts=fake` a recording fake that e2e tests read through `window.__haiTts`. */
function browserVoice(search: string): TtsAdapter {
  if (new URLSearchParams(search).get('tts') !== 'fake') return createWebSpeechAdapter();
  const fake = createRecordingAdapter({ speakMs: 150 });
  window.__haiTts = { recorded: () => fake.recorded.map(({ text, at, end }) => ({ text, at, end })) };
  return fake;
}

/**
 * The speech engine: AGORA's gateway voice where it has one (asked on use), else the browser's (see
 * browserVoice). Preferences drive the queue; the queue's state is shown through the speech store. Voice input
 * (its own chunk) is loaded through it on first use, as it pauses this queue while it listens.
 */
export function createSpeechPlayer(
  search: string,
  apiUrl: string,
  sender: Sender,
): SpeechPlayer & { queue: SpeechQueue } {
  const browser = browserVoice(search);
  const adapter = createSwitchAdapter(browser);
  const server = wireServerVoice(apiUrl, browser, adapter, gatewayKnown);
  const options = () => {
    const { speech, language } = usePrefs.getState();
    return { rate: speech.rate, voiceId: speech.voiceId, lang: localeTags[language] };
  };
  const queue = createSpeechQueue(adapter, options());
  queue.setEnabled(usePrefs.getState().speech.enabled);

  const show = () => {
    const state = queue.getState();
    useSpeech.setState({
      ready: true,
      view: {
        available: state.available,
        status: state.status,
        current: state.current,
        queued: state.queued,
        voices: adapter.voices(),
      },
    });
  };
  queue.subscribe(show);
  adapter.onVoicesChanged(show);
  usePrefs.subscribe((prefs, previous) => {
    if (prefs.speech !== previous.speech || prefs.language !== previous.language) queue.setOptions(options());
    if (prefs.speech.enabled !== previous.speech.enabled) queue.setEnabled(prefs.speech.enabled);
  });
  show();
  const controls: SpeechControls = {
    pause: () => queue.pause(),
    resume: () => queue.resume(),
    skip: () => queue.skip(),
    stopAll: () => queue.stopAll(),
    setEnabled: (on) => {
      usePrefs.getState().setSpeech({ enabled: on });
      const key = `confirm:${Date.now()}`;
      // Said by the voice that reads from now on: the gateway's, once it said whether it has one.
      if (on)
        void server
          .load()
          .then(() => queue.enqueue({ key, text: catalogs[usePrefs.getState().language]['tts.confirmOn'] }));
    },
  };
  // The gateway is asked too before the microphone opens, as it may listen instead of the browser.
  const loadVoice = (conversation: LiveConversation) =>
    Promise.all([import('./voice-controller'), server.load()]).then(([module]) =>
      module.loadVoice({ search, queue, sender, conversation, server: { apiUrl, chosen: server.chosen } }),
    );
  return { queue, controls, serverVoice: server, loadVoice };
}
