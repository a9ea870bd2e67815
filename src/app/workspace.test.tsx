import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../prefs/prefs-store';
import { setScreenWidth } from '../testing/fake-screen';
import { renderWithSession } from '../testing/render-with-session';
import { useFocus } from '../ui-state/focus-store';
import { Workspace } from './workspace';

function renderWorkspace() {
  renderWithSession(
    <Workspace onReplay={vi.fn()}>
      {(toggle) => (
        <>
          <p>het gesprek</p>
          {toggle}
        </>
      )}
    </Workspace>,
  );
  return screen.getByRole('button', { name: 'Debugpanelen tonen' });
}

describe('Workspace', () => {
  beforeEach(() => usePrefs.setState({ layout: { open: false, tab: 'tools', size: 38 } }));

  it('where there is room, opens the panels beside the chat and remembers that', async () => {
    setScreenWidth(1180);
    await userEvent.click(renderWorkspace());
    // The panels' chunk loads on first use: slow on a busy machine.
    expect(await screen.findByRole('complementary', { name: 'Onder de motorkap' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('het gesprek')).toBeVisible();
    expect(usePrefs.getState().layout.open).toBe(true);
  });

  it('on a phone or tablet portrait, opens them as a sheet with tabs that Escape closes, and does not remember it', async () => {
    setScreenWidth(390);
    const toggle = renderWorkspace();
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Onder de motorkap' });
    await userEvent.click(within(sheet).getByRole('tab', { name: 'Status' }));
    expect(within(sheet).getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
    expect(usePrefs.getState().layout.open).toBe(false);
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('het gesprek')).toBeVisible();
  });

  it('on a phone, a request to show a tool call opens the sheet on the tool calls', async () => {
    setScreenWidth(390);
    usePrefs.getState().setLayout({ tab: 'events' });
    renderWorkspace();
    act(() => useFocus.getState().showToolCall('call-1'));
    const sheet = await screen.findByRole('dialog', { name: 'Onder de motorkap' });
    expect(within(sheet).getByRole('tab', { name: 'Tool-aanroepen' })).toHaveAttribute('aria-selected', 'true');
  });
});
