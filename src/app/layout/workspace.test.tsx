import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { setScreenWidth } from '../../testing/fake-screen';
import { renderWithSession } from '../../testing/render-with-session';
import { useFocus } from '../../ui-state/focus-store';
import { loadPanels } from './panels-loader';
import { Workspace } from './workspace';

/** The panels are a chunk of their own: on a busy machine its first load takes a while. */
const chunk = { timeout: 10_000 };

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
  // The panels' chunk takes long to transform the first time on a busy machine: not within one test's time.
  beforeAll(() => loadPanels(), 60_000);
  beforeEach(() => usePrefs.setState({ layout: { open: false, tab: 'tools', size: 38 } }));

  it('where there is room, opens the panels beside the chat and remembers that', async () => {
    setScreenWidth(1180);
    await userEvent.click(renderWorkspace());
    expect(await screen.findByRole('complementary', { name: 'Onder de motorkap' }, chunk)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('het gesprek')).toBeVisible();
    expect(usePrefs.getState().layout.open).toBe(true);
  });

  it('on a phone or tablet portrait, opens them as a sheet with tabs that Escape closes, and does not remember it', async () => {
    setScreenWidth(390);
    const toggle = renderWorkspace();
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Onder de motorkap' }, chunk);
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
    const sheet = await screen.findByRole('dialog', { name: 'Onder de motorkap' }, chunk);
    expect(within(sheet).getByRole('tab', { name: 'Tool-aanroepen' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus into the panels when the inspector opens them, and back to the toggle on closing', async () => {
    setScreenWidth(1180);
    usePrefs.getState().setLayout({ tab: 'state' });
    await userEvent.click(renderWorkspace());
    const panels = await screen.findByRole('complementary', { name: 'Onder de motorkap' }, chunk);
    await vi.waitFor(() => expect(within(panels).getByRole('tab', { name: 'Status' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Debugpanelen verbergen' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Debugpanelen tonen' })).toHaveFocus());
  });

  it('switches tabs with the arrow keys, Home and End, keeping one tab in the Tab order', async () => {
    setScreenWidth(1180);
    await userEvent.click(renderWorkspace());
    const panels = await screen.findByRole('complementary', { name: 'Onder de motorkap' }, chunk);
    const tab = (name: string) => within(panels).getByRole('tab', { name });
    await vi.waitFor(() => expect(tab('Tool-aanroepen')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Status')).toHaveFocus();
    expect(tab('Status')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panels)
        .getAllByRole('tab')
        .map((element) => element.tabIndex),
    ).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{End}');
    expect(within(panels).getAllByRole('tab')[2]).toHaveFocus();
    expect(usePrefs.getState().layout.tab).toBe('events');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tool-aanroepen')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(usePrefs.getState().layout.tab).toBe('events');
    await userEvent.keyboard('{Home}');
    expect(tab('Tool-aanroepen')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    expect(panels.querySelector('[role="tab"]:focus')).toBeNull();
  });

  it('keeps focus where it is when the panels were open already at load', async () => {
    setScreenWidth(1180);
    usePrefs.getState().setLayout({ open: true });
    renderWithSession(<Workspace onReplay={vi.fn()}>{() => <p>het gesprek</p>}</Workspace>);
    await screen.findByRole('complementary', { name: 'Onder de motorkap' }, chunk);
    expect(document.body).toHaveFocus();
  });
});
