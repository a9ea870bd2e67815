import { describe, expect, it, vi } from 'vitest';
import { Sender } from '../../session/sender';
import type { VoiceControls } from '../../ui-state/app-controller';
import { createAppController, type SpeechPlayer } from './app-controller';

function player(calls: string[]): SpeechPlayer {
  const note = (name: string) => () => void calls.push(name);
  const voice: VoiceControls = { press: note('press'), release: note('release'), setHandsFree: note('handsFree') };
  return {
    controls: {
      pause: note('pause'),
      resume: note('resume'),
      skip: note('skip'),
      stopAll: note('stop'),
      setEnabled: note('on'),
    },
    serverVoice: { load: () => Promise.resolve(), retry: note('retry') },
    loadVoice: vi.fn(async () => voice),
  };
}

describe('createAppController', () => {
  it('loads voice input on first use, once, and keeps the order of the calls made meanwhile', async () => {
    const calls: string[] = [];
    const loaded = player(calls);
    const controller = createAppController(new Sender(), Promise.resolve(loaded));
    controller.voice.press();
    controller.voice.release();
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual(['press', 'release']));
    controller.voice.press();
    expect(calls).toEqual(['press', 'release', 'press']);
    expect(loaded.loadVoice).toHaveBeenCalledOnce();
    expect(loaded.loadVoice).toHaveBeenCalledWith(controller.conversation);
  });

  it('passes reading aloud on to the speech player once it has loaded', async () => {
    const calls: string[] = [];
    const controller = createAppController(new Sender(), Promise.resolve(player(calls)));
    controller.speech.pause();
    await vi.waitFor(() => expect(calls).toEqual(['pause']));
    controller.speech.stopAll();
    expect(calls).toEqual(['pause', 'stop']);
  });
});
