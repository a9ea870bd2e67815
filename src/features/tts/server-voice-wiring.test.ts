// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { createRecordingAdapter } from '../../speech/recording-adapter';
import { createSwitchAdapter } from '../../speech/switch-adapter';
import { useServerVoice } from './server-voice-store';
import { wireServerVoice } from './server-voice-wiring';

const options = { rate: 1, lang: 'nl-NL' };

function gateway(config: object | number, isGateway = true) {
  const calls: { url: string; body?: string }[] = [];
  const fetchFake = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body as string | undefined });
    if (url.endsWith('/config'))
      return Promise.resolve(typeof config === 'number' ? new Response('', { status: config }) : Response.json(config));
    return new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchFake);
  const browser = createRecordingAdapter();
  const voice = createSwitchAdapter(browser);
  const wiring = wireServerVoice('http://gw/', browser, voice, Promise.resolve(isGateway));
  return { calls, browser, voice, wiring };
}

beforeEach(() => {
  useServerVoice.setState({ status: 'unknown', failure: undefined });
  usePrefs.setState((prefs) => ({ speech: { ...prefs.speech, enabled: false, voiceSource: undefined } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('wireServerVoice', () => {
  it('asks the gateway only on use, then reads aloud through it by default', async () => {
    const { calls, browser, voice, wiring } = gateway({ enabled: true, voiceId: 'v9' });
    expect(calls).toEqual([]);
    usePrefs.getState().setSpeech({ enabled: true });
    await wiring.load();
    expect(calls.map((call) => call.url)).toEqual(['http://gw/gateway/elevenlabs/config']);
    expect(useServerVoice.getState().status).toBe('on');
    expect(wiring.chosen()).toBe(true);
    voice.speak('Hallo.', options);
    expect(calls[1]).toEqual({
      url: 'http://gw/gateway/elevenlabs/tts',
      body: JSON.stringify({ text: 'Hallo.', voice_id: 'v9', model_id: 'eleven_multilingual_v2' }),
    });
    expect(browser.recorded).toEqual([]);
  });

  it('keeps the browser where the inspector chose it, or the gateway has no voice', async () => {
    const chosenBrowser = gateway({ enabled: true });
    await chosenBrowser.wiring.load();
    usePrefs.getState().setSpeech({ voiceSource: 'browser' });
    expect(chosenBrowser.wiring.chosen()).toBe(false);
    chosenBrowser.voice.speak('Een.', options);
    expect(chosenBrowser.browser.recorded.map((entry) => entry.text)).toEqual(['Een.']);

    usePrefs.getState().setSpeech({ voiceSource: undefined });
    const none = gateway({ enabled: false });
    await none.wiring.load();
    // A gateway without a voice says so, where no gateway says nothing.
    expect(useServerVoice.getState().status).toBe('absent');
    none.voice.speak('Twee.', options);
    expect(none.browser.recorded.map((entry) => entry.text)).toEqual(['Twee.']);

    const missing = gateway(404);
    await missing.wiring.load();
    expect(missing.wiring.chosen()).toBe(false);
    expect(useServerVoice.getState().status).toBe('off');
  });

  it('never asks a server that did not say it is a gateway for its voice', async () => {
    const { calls, browser, voice, wiring } = gateway({ enabled: true }, false);
    usePrefs.getState().setSpeech({ enabled: true });
    await wiring.load();
    expect(calls).toEqual([]);
    expect(useServerVoice.getState().status).toBe('off');
    expect(wiring.chosen()).toBe(false);
    voice.speak('Drie.', options);
    expect(browser.recorded.map((entry) => entry.text)).toEqual(['Drie.']);
  });

  it('waits for the server to say whether it is a gateway before asking', async () => {
    let tell: (gateway: boolean) => void = () => {};
    const fetchFake = vi.fn(() => Promise.resolve(Response.json({ enabled: true })));
    vi.stubGlobal('fetch', fetchFake);
    const browser = createRecordingAdapter();
    const wiring = wireServerVoice('http://gw/', browser, createSwitchAdapter(browser), new Promise((r) => (tell = r)));
    const loaded = wiring.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchFake).not.toHaveBeenCalled();
    tell(true);
    await loaded;
    expect(fetchFake).toHaveBeenCalledTimes(1);
    expect(useServerVoice.getState().status).toBe('on');
  });
});
