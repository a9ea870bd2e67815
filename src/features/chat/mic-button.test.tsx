import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { AppControllerContext, inertAppController, type VoiceControls } from '../../ui-state/app-controller';
import { useSpeech } from '../../ui-state/speech-store';
import { useVoice } from '../../ui-state/voice-store';
import { Composer } from './composer';
import MicButton from './mic-button';

let voice: VoiceControls = inertAppController().voice;

/** Voice controls the test watches, as the app's controller gives them. */
function withControls(): VoiceControls {
  voice = { press: vi.fn(), release: vi.fn(), setHandsFree: vi.fn() };
  return voice;
}

/** The composer (or anything) inside an app whose voice input is `voice`. */
const inApp = (ui: ReactElement) => (
  <AppControllerContext value={{ ...inertAppController(), voice }}>{ui}</AppControllerContext>
);

beforeEach(() => {
  useVoice.setState({ supported: true, listening: false, handsFree: 'off', notice: undefined });
  voice = inertAppController().voice;
  usePrefs.setState((prefs) => ({ speech: { ...prefs.speech, enabled: false } }));
  useSpeech.setState((store) => ({ view: { ...store.view, available: true } }));
});

describe('the microphone', () => {
  it('is hidden where the browser cannot listen', () => {
    useVoice.setState({ supported: false });
    render(inApp(<Composer />));
    expect(screen.queryByRole('button', { name: 'Inspreken' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Handsfree' })).toBeNull();
  });

  it('presses on pointer down and releases on pointer up, and a keyboard click presses once', async () => {
    const controls = withControls();
    render(inApp(<MicButton />));
    const mic = screen.getByRole('button', { name: 'Inspreken' });
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(mic).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+Space');
    fireEvent.pointerDown(mic, { button: 0 });
    fireEvent.pointerUp(mic);
    fireEvent.click(mic, { detail: 1 });
    expect(controls.press).toHaveBeenCalledOnce();
    expect(controls.release).toHaveBeenCalledOnce();
    mic.focus();
    await userEvent.keyboard('{Enter}');
    expect(controls.press).toHaveBeenCalledTimes(2);
  });

  it('answers Ctrl+Shift+Space: down presses, letting go releases, a held key does not repeat', () => {
    const controls = withControls();
    render(inApp(<MicButton />));
    fireEvent.keyDown(document, { code: 'Space', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document, { code: 'Space', ctrlKey: true, shiftKey: true, repeat: true });
    expect(controls.press).toHaveBeenCalledOnce();
    fireEvent.keyUp(document, { code: 'Space', ctrlKey: true, shiftKey: true });
    expect(controls.release).toHaveBeenCalledOnce();
    fireEvent.keyDown(document, { code: 'Space', ctrlKey: true });
    fireEvent.keyUp(document, { code: 'Space' });
    expect(controls.press).toHaveBeenCalledOnce();
  });

  it('shows that it listens, keeps the box read-only meanwhile, and is off while hands-free waits', async () => {
    withControls();
    render(inApp(<Composer />));
    act(() => useVoice.setState({ listening: true }));
    expect(await screen.findByRole('button', { name: 'Inspreken' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Luistert… spreek nu.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bericht aan AGORA' })).toHaveAttribute('readonly');
    act(() => useVoice.setState({ listening: false, handsFree: 'answering' }));
    expect(screen.getByRole('button', { name: 'Inspreken' })).toBeDisabled();
    expect(screen.getByText(/^Handsfree: ik luister weer/)).toBeInTheDocument();
  });

  it('tells why it stopped', async () => {
    withControls();
    useVoice.setState({ notice: 'voice.error.audio-capture' });
    render(inApp(<Composer />));
    expect(await screen.findByText(/^Geen microfoon gevonden\./)).toBeInTheDocument();
  });
});

describe('hands-free and sending', () => {
  it('offers the hands-free switch with read-aloud on, and turns it on and off', async () => {
    const controls = withControls();
    const { rerender } = render(inApp(<Composer />));
    expect(screen.queryByRole('button', { name: 'Handsfree' })).toBeNull();
    act(() => usePrefs.getState().setSpeech({ enabled: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Handsfree' }));
    expect(controls.setHandsFree).toHaveBeenCalledWith(true);
    act(() => useVoice.setState({ handsFree: 'listening' }));
    rerender(inApp(<Composer />));
    const handsFree = screen.getByRole('button', { name: 'Handsfree' });
    expect(handsFree).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(handsFree);
    expect(controls.setHandsFree).toHaveBeenLastCalledWith(false);
  });
});
