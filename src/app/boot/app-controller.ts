import { LiveConversation } from '../../session/live-conversation';
import type { Sender } from '../../session/sender';
import type { AppController, ServerVoiceControls, SpeechControls, VoiceControls } from '../../ui-state/app-controller';
import { createComposerBox } from '../../ui-state/composer-box';

/** What the speech player (its own chunk, loaded beside the first render) gives the app. */
export interface SpeechPlayer {
  controls: SpeechControls;
  serverVoice: ServerVoiceControls;
  /** Voice input: the recognizer and its controller, their own chunk, on first use. */
  loadVoice(conversation: LiveConversation): Promise<VoiceControls>;
}

/** Calls `act` with what `load` gives: at once once it has, else when it has, in the order of the calls. */
function onceLoaded<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T | undefined> | undefined;
  return (act: (value: T) => void): void => {
    if (loaded !== undefined) return act(loaded);
    loading ??= load().then(
      (value) => (loaded = value),
      () => (loading = undefined),
    );
    void loading.then((value) => value !== undefined && act(value));
  };
}

/**
 * The app's controller (see AppController): the send path, the message box, the speech player's controls and voice
 * input, loaded on use.
 */
export function createAppController(sender: Sender, player: Promise<SpeechPlayer>): AppController {
  const conversation = new LiveConversation();
  const speech = onceLoaded(() => player);
  const voice = onceLoaded(() => player.then((loaded) => loaded.loadVoice(conversation)));
  return {
    sender,
    composerBox: createComposerBox(),
    conversation,
    voice: {
      press: () => voice((controls) => controls.press()),
      release: () => voice((controls) => controls.release()),
      setHandsFree: (on) => voice((controls) => controls.setHandsFree(on)),
    },
    speech: {
      pause: () => speech(({ controls }) => controls.pause()),
      resume: () => speech(({ controls }) => controls.resume()),
      skip: () => speech(({ controls }) => controls.skip()),
      stopAll: () => speech(({ controls }) => controls.stopAll()),
      setEnabled: (on) => speech(({ controls }) => controls.setEnabled(on)),
    },
    serverVoice: {
      load: () => player.then(({ serverVoice }) => serverVoice.load()),
      retry: () => speech(({ serverVoice }) => serverVoice.retry()),
    },
  };
}
