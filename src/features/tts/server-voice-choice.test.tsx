import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { AppControllerContext, inertAppController } from '../../ui-state/app-controller';
import { useServerVoice } from './server-voice-store';
import TtsSettings from './tts-settings';

const settings = <TtsSettings spokenText={{ value: 'summarize', onChange: () => {} }} />;
const load = vi.fn(() => Promise.resolve());
const retry = vi.fn();
const controller = { ...inertAppController(), serverVoice: { load, retry } };
const show = () => render(<AppControllerContext value={controller}>{settings}</AppControllerContext>);

beforeEach(() => {
  load.mockClear();
  usePrefs.setState((prefs) => ({ speech: { ...prefs.speech, voiceSource: undefined } }));
  useServerVoice.setState({ status: 'unknown', failure: undefined });
});

describe('the server voice in the read-aloud settings', () => {
  it('asks the gateway when the settings open and offers no choice until it says it has a voice', () => {
    show();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByRole('combobox', { name: 'Stem' })).not.toBeNull();
    expect(screen.queryByRole('option', { name: 'AGORA-server (ElevenLabs)' })).toBeNull();
  });

  it('says so where the gateway has no voice of its own, and offers no choice', () => {
    useServerVoice.setState({ status: 'absent' });
    show();
    expect(screen.getByText(/De AGORA-server heeft geen eigen stem/)).toBeVisible();
    expect(screen.queryByRole('option', { name: 'AGORA-server (ElevenLabs)' })).toBeNull();
  });

  it('defaults to the server voice, hiding the browser voices until the browser is chosen', async () => {
    useServerVoice.setState({ status: 'on' });
    show();
    const source = screen.getByRole('combobox', { name: 'Stem' });
    expect(source).toHaveValue('server');
    expect(screen.queryByRole('combobox', { name: 'Browserstem' })).toBeNull();
    await userEvent.selectOptions(source, 'Browser');
    expect(usePrefs.getState().speech.voiceSource).toBe('browser');
    expect(screen.getByRole('combobox', { name: 'Browserstem' })).toBeInTheDocument();
  });

  it('says why the browser took over, and tries the server voice again on request', async () => {
    useServerVoice.setState({ status: 'on', failure: 'unavailable' });
    show();
    expect(screen.getByRole('status')).toHaveTextContent('De stem van de AGORA-server is nu niet beschikbaar.');
    await userEvent.click(screen.getByRole('button', { name: 'AGORA-stem opnieuw proberen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
