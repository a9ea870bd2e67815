import type { TtsAdapter } from './tts-adapter';

export interface SwitchAdapter extends TtsAdapter {
  /** Speaks through `next` from now on; what the one before was saying is cancelled. */
  use(next: TtsAdapter): void;
}

/**
 * A TtsAdapter that passes everything to the engine in use, which can change while the queue runs (the
 * browser's voice or the gateway's). Voices are always the browser's, `browser`'s.
 */
export function createSwitchAdapter(browser: TtsAdapter): SwitchAdapter {
  let current = browser;
  return {
    get available() {
      return current.available;
    },
    voices: () => browser.voices(),
    onVoicesChanged: (listener) => browser.onVoicesChanged(listener),
    speak: (text, options) => current.speak(text, options),
    pause: () => current.pause(),
    resume: () => current.resume(),
    cancelAll: () => current.cancelAll(),
    use(next) {
      if (next === current) return;
      current.cancelAll();
      current = next;
    },
  };
}
