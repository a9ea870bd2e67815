import { usePrefs } from '../../prefs/prefs-store';
import type { SwitchAdapter } from '../../speech/switch-adapter';
import type { TtsAdapter } from '../../speech/tts-adapter';
import type * as ServerVoiceModule from './server-voice';
import { useServerVoice } from './server-voice-store';

export interface ServerVoiceWiring {
  /** Asks the gateway once whether it has a voice, and reads aloud through it if chosen. Never rejects. */
  load(): Promise<void>;
  /** Reads aloud through the gateway again after a failure. */
  retry(): void;
  /** The gateway has a voice and the inspector did not choose the browser's. */
  chosen(): boolean;
}

/**
 * Chooses who reads aloud: the gateway's voice where `GET …/config` says it has one and the inspector did not
 * choose the browser, else `browser`. The gateway is asked only on use (read-aloud turned on, the settings
 * opened), or at once where the browser cannot speak, and only once `isGateway` says the server is AGORA's
 * gateway: a server without one is never asked (its 404 would be a console error on every load). Choosing the
 * server voice again after a failure tries it again.
 */
export function wireServerVoice(
  apiUrl: string,
  browser: TtsAdapter,
  voice: SwitchAdapter,
  isGateway: Promise<boolean>,
): ServerVoiceWiring {
  let server: ({ module: typeof ServerVoiceModule } & ServerVoiceModule.ServerVoiceConfig) | undefined;
  let gateway: TtsAdapter | undefined;
  let loading: Promise<void> | undefined;
  const chosen = () => server?.enabled === true && usePrefs.getState().speech.voiceSource !== 'browser';
  const apply = () => {
    if (!server || !chosen()) return voice.use(browser);
    gateway ??= server.module.createServerTts(apiUrl, server, browser, (failure) =>
      useServerVoice.setState({ failure }),
    );
    voice.use(gateway);
  };
  const load = () =>
    (loading ??= Promise.all([import('./server-voice'), isGateway])
      .then(async ([module, gateway]) => {
        server = { module, ...(gateway ? await module.readServerVoice(apiUrl) : { enabled: false }) };
        useServerVoice.setState({ status: server.enabled ? 'on' : server.gateway ? 'absent' : 'off' });
        apply();
      })
      .catch(() => useServerVoice.setState({ status: 'off' })));
  const retry = () => {
    gateway = undefined;
    useServerVoice.setState({ failure: undefined });
    apply();
  };
  usePrefs.subscribe(({ speech }, { speech: previous }) => {
    if (speech.enabled && !previous.enabled) void load();
    if (speech.voiceSource !== previous.voiceSource) retry();
  });
  if (usePrefs.getState().speech.enabled || !browser.available) void load();
  return { load, retry, chosen };
}
