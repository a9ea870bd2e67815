import { fetchSttToken } from '../../features/tts/server-voice';
import { registerVoiceTexts } from '../../i18n/voice-texts';
import type { Language } from '../../lib/locale';
import { usePrefs } from '../../prefs/prefs-store';
import type { LiveConversation } from '../../session/live-conversation';
import type { Sender } from '../../session/sender';
import { createGatewayStt } from '../../speech/gateway-stt';
import { createRecordingRecognition, type RecordingRecognition } from '../../speech/recording-recognition';
import type { SpeechQueue } from '../../speech/speech-queue';
import type { ListenEnd, Listening, SpeechToText, SttError } from '../../speech/stt-adapter';
import { createWebSpeechRecognition } from '../../speech/web-speech-recognition';
import type { VoiceControls } from '../../ui-state/app-controller';
import { useComposer } from '../../ui-state/composer-store';
import { useVoice } from '../../ui-state/voice-store';
import { driveHandsFree } from './hands-free-driver';

declare global {
  interface Window {
    /** Test hook (`?stt=fake`): what the recording recognizer was asked, and phrases or failures for it to hear. */
    __haiStt?: RecordingRecognition;
  }
}

// What hands-free says and shows: here too, so the controller never depends on the microphone's chunk being in.
registerVoiceTexts();

const recognitionTags: Record<Language, string> = { nl: 'nl-NL', en: 'en-US' };
/** A press held at least this long is push to talk: letting go stops listening. */
export const holdMs = 600;

/** Where AGORA's gateway listens: its root, and whether its voice is the one chosen now. */
export interface ServerListening {
  apiUrl: string;
  chosen: () => boolean;
}

/** The gateway's recognizer while its voice is chosen, else the browser's. */
function eitherRecognizer(server: ServerListening): SpeechToText {
  const browser = createWebSpeechRecognition();
  const gateway = createGatewayStt({ token: () => fetchSttToken(server.apiUrl), fallback: browser });
  return {
    get available() {
      return server.chosen() || browser.available;
    },
    listen: (options) => (server.chosen() ? gateway : browser).listen(options),
  };
}

/**
 * The browser's recognizer (or the gateway's, see eitherRecognizer), or with `?stt=fake` (`&sttHear=…` repeated,
 * `&sttFail=…`) the recording fake.
 */
export function createSpeechToText(search: string, server?: ServerListening): SpeechToText {
  const params = new URLSearchParams(search);
  if (params.get('stt') !== 'fake') return server ? eitherRecognizer(server) : createWebSpeechRecognition();
  const fake = createRecordingRecognition({
    script: params.getAll('sttHear'),
    failWith: (params.get('sttFail') ?? undefined) as SttError | undefined,
  });
  window.__haiStt = fake;
  return fake;
}

/** What was typed, then what was heard. */
export const joinDraft = (typed: string, heard: string) =>
  !heard ? typed : !typed.trim() ? heard : /\s$/.test(typed) ? typed + heard : `${typed} ${heard}`;

/** What was heard is in the box: it goes the one send path, as if typed, and the box empties. */
function sendHeard(sender: Sender): boolean {
  if (!sender.send(useComposer.getState().draft)) return false;
  useComposer.getState().setDraft('');
  return true;
}

/**
 * Voice input, loaded on first use. A take writes what is heard after what was typed, live; its final
 * transcript stays for a look, or goes at once (the setting, or hands-free). Reading aloud pauses while
 * the microphone listens, and afterwards resumes, or stops if the inspector's words were sent.
 */
export function createVoiceController(
  stt: SpeechToText,
  queue: SpeechQueue,
  { sender, conversation }: { sender: Sender; conversation: LiveConversation },
): VoiceControls {
  let take: Listening | undefined;
  let pressedAt = 0;
  const sendDraft = () => sendHeard(sender);

  function afterInspectorTake(end: ListenEnd): boolean {
    if (end.kind === 'failed') useVoice.setState({ notice: `voice.error.${end.error}` });
    return end.kind === 'heard' && usePrefs.getState().speech.sendSpokenAtOnce === true && sendDraft();
  }

  function listen(byLoop: boolean) {
    if (take) return;
    const typed = useComposer.getState().draft;
    const write = (heard: string) => useComposer.getState().setDraft(joinDraft(typed, heard));
    const speech = queue.getState();
    const holdSpeech = speech.enabled && speech.status !== 'paused';
    if (holdSpeech) queue.pause();
    useVoice.setState({ listening: true, notice: undefined });
    const current = stt.listen({ lang: recognitionTags[usePrefs.getState().language], onInterim: write });
    take = current;
    void current.ended.then((end) => {
      take = undefined;
      useVoice.setState({ listening: false });
      write(end.kind === 'heard' ? end.text : '');
      const sent = byLoop ? handsFree.listened(end) : afterInspectorTake(end);
      if (!sent && (byLoop || end.kind !== 'heard')) write('');
      if (holdSpeech && sent && !byLoop) queue.stopAll();
      else if (holdSpeech) queue.resume();
    });
  }

  const handsFree = driveHandsFree({
    queue,
    conversation,
    listen: () => listen(true),
    stopListening: () => take?.cancel(),
    send: sendDraft,
  });

  return {
    press() {
      pressedAt = 0;
      if (take) return take.stop();
      if (handsFree.on) return;
      pressedAt = Date.now();
      listen(false);
    },
    release() {
      if (take && pressedAt && Date.now() - pressedAt >= holdMs) take.stop();
      pressedAt = 0;
    },
    setHandsFree(on) {
      if (on === handsFree.on) return;
      if (!on) return handsFree.stop();
      take?.cancel();
      useVoice.setState({ notice: undefined });
      handsFree.start();
    },
  };
}

/** The loader the speech player registers: the recognizer and this controller come in their own chunk. */
export const loadVoice = ({ search, queue, server, ...app }: VoiceSetup) =>
  createVoiceController(createSpeechToText(search, server), queue, app);

interface VoiceSetup {
  search: string;
  queue: SpeechQueue;
  sender: Sender;
  conversation: LiveConversation;
  server?: ServerListening;
}
