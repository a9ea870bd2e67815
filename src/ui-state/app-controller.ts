import { createContext, useContext, useSyncExternalStore } from 'react';
import { LiveConversation } from '../session/live-conversation';
import { Sender } from '../session/sender';
import { createComposerBox, type ComposerBox } from './composer-box';

export interface VoiceControls {
  /** Microphone button or shortcut down: starts listening, or stops a take in progress. */
  press(): void;
  /** Let go: a press held long enough (push to talk) stops listening; a tap keeps listening. */
  release(): void;
  setHandsFree(on: boolean): void;
}

export interface SpeechControls {
  pause(): void;
  resume(): void;
  skip(): void;
  stopAll(): void;
  /** Turning speech on is a user gesture: it also says a short confirmation, which unlocks audio. */
  setEnabled(on: boolean): void;
}

/** AGORA's gateway voice, as the read-aloud settings use it. */
export interface ServerVoiceControls {
  /** Asks the gateway once whether it has a voice. Never rejects. */
  load(): Promise<void>;
  /** Reads aloud through the gateway again after a failure. */
  retry(): void;
}

/**
 * What the app does for its screens beyond one conversation, made once at boot (`app/boot/app-controller.ts`):
 * where messages go, the page's one message box, voice input and reading aloud (each loaded on first use), and the
 * open conversation's live session. Screens reach it through `useAppController()`; stores keep only what screens show.
 */
export interface AppController {
  /** The one send path. */
  readonly sender: Sender;
  /** The page's one message box: the composer hosts it; whatever moves focus to it asks here. */
  readonly composerBox: ComposerBox;
  readonly voice: VoiceControls;
  readonly speech: SpeechControls;
  readonly serverVoice: ServerVoiceControls;
  readonly conversation: LiveConversation;
}

const nothing = () => undefined;

/** A controller that sends into an outbox of its own and speaks and listens not at all: a component test's. */
export function inertAppController(sender = new Sender()): AppController {
  return {
    sender,
    composerBox: createComposerBox(),
    voice: { press: nothing, release: nothing, setHandsFree: nothing },
    speech: { pause: nothing, resume: nothing, skip: nothing, stopAll: nothing, setEnabled: nothing },
    serverVoice: { load: () => Promise.resolve(), retry: nothing },
    conversation: new LiveConversation(),
  };
}

export const AppControllerContext = createContext<AppController>(inertAppController());

export const useAppController = (): AppController => useContext(AppControllerContext);

export const useSender = (): Sender => useAppController().sender;

/** Whether an answer runs in the open conversation now. */
export function useRunActive(): boolean {
  const { conversation } = useAppController();
  return useSyncExternalStore(
    (changed) => conversation.subscribe(changed),
    () => conversation.current()?.store.getState().run.status === 'running',
  );
}
