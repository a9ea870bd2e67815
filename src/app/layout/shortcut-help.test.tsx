import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ShortcutHelp from './shortcut-help';

// A busy machine can take seconds to load and render a lazily imported chunk: waits, not timing.
configure({ asyncUtilTimeout: 15_000 });

describe('ShortcutHelp', () => {
  it('opens the overview on ? and lists the shortcuts; its button closes it', async () => {
    render(<ShortcutHelp />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    expect(dialog).toHaveTextContent('Bericht versturen');
    expect(dialog).toHaveTextContent('Nieuwe regel');
    expect(dialog).toHaveTextContent(/Ctrl\s*\+\s*Shift\s*\+\s*Spatie/);
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves ? typed in a text field alone', async () => {
    render(
      <>
        <textarea aria-label="Bericht" />
        <ShortcutHelp />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Wat nu?');
    expect(screen.getByRole('textbox')).toHaveValue('Wat nu?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape (the dialog’s cancel)', async () => {
    render(<ShortcutHelp />);
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
