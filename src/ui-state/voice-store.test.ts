import { describe, expect, it, vi } from 'vitest';
import { useVoice, withVoice, type VoiceControls } from './voice-store';

describe('withVoice', () => {
  it('does nothing before a loader is set, then loads once on first use and keeps the order of calls', async () => {
    const calls: string[] = [];
    withVoice(() => calls.push('too early'));
    const controls: VoiceControls = {
      press: () => calls.push('press'),
      release: () => calls.push('release'),
      setHandsFree: () => {},
    };
    const load = vi.fn(async () => controls);
    useVoice.setState({ load });
    withVoice((voice) => voice.press());
    withVoice((voice) => voice.release());
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual(['press', 'release']));
    withVoice((voice) => voice.press());
    expect(calls).toEqual(['press', 'release', 'press']);
    expect(load).toHaveBeenCalledOnce();
    expect(useVoice.getState().controls).toBe(controls);
  });
});
