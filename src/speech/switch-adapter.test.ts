import { describe, expect, it } from 'vitest';
import { createRecordingAdapter } from './recording-adapter';
import { createSwitchAdapter } from './switch-adapter';

const options = { rate: 1, lang: 'nl-NL' };

describe('switch adapter', () => {
  it('speaks through the engine in use, cancels the one before on a switch, and keeps the browser’s voices', async () => {
    const browser = createRecordingAdapter({ speakMs: 1000, voices: [{ id: 'nl', name: 'NL', lang: 'nl-NL' }] });
    const server = createRecordingAdapter({ voices: [] });
    const voice = createSwitchAdapter(browser);
    const first = voice.speak('Een.', options);
    voice.use(server);
    await expect(first.ended).resolves.toBe('cancelled');
    voice.speak('Twee.', options);
    expect(server.recorded.map((entry) => entry.text)).toEqual(['Twee.']);
    expect(voice.voices()).toEqual([{ id: 'nl', name: 'NL', lang: 'nl-NL' }]);
    voice.pause();
    expect(server.paused).toBe(true);
    expect(browser.paused).toBe(false);
  });
});
