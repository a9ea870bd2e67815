import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { useVoice } from '../../ui-state/voice-store';
import TtsSettings from './tts-settings';

const settings = <TtsSettings spokenText={{ value: 'summarize', onChange: () => {} }} />;

describe('TtsSettings', () => {
  it('keeps "send a dictated message at once" with the read-aloud settings, where the browser can listen', async () => {
    useVoice.setState({ supported: true });
    render(settings);
    const box = screen.getByRole('checkbox', { name: 'Ingesproken bericht meteen versturen' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(usePrefs.getState().speech.sendSpokenAtOnce).toBe(true);
  });

  it('leaves it out where the browser cannot listen', () => {
    useVoice.setState({ supported: false });
    render(settings);
    expect(screen.queryByRole('checkbox', { name: 'Ingesproken bericht meteen versturen' })).toBeNull();
  });
});
