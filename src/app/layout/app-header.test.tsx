import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '../../testing/fake-screen';
import { json, renderWithApi } from '../../testing/render-with-api';
import { AppHeader } from './app-header';
import type { ServerPreferences } from './use-server-preferences';

const preferences: ServerPreferences = {
  language: 'nl',
  theme: 'system',
  spokenTextType: 'summarize',
  defaultAgentId: undefined,
  onServer: false,
  setLanguage: vi.fn(),
  setTheme: vi.fn(),
  setSpokenTextType: vi.fn(),
};

function renderHeader(sidebarShown: boolean | undefined) {
  const onSessions = vi.fn();
  renderWithApi(
    <AppHeader
      userId="koen"
      detected
      users={undefined}
      personas={['koen']}
      onChange={vi.fn()}
      preferences={preferences}
      sessions={{ sidebarShown, onClick: onSessions }}
    />,
    () => json({}, 404),
  );
  return { onSessions, banner: screen.getByRole('banner') };
}

describe('AppHeader', () => {
  it('shows everything in the bar where there is room, with a button that folds the sidebar away', async () => {
    setScreenWidth(1180);
    const { onSessions, banner } = renderHeader(true);
    expect(await within(banner).findByRole('combobox', { name: 'Taal' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Voorkeuren' })).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Instellingen' })).toBeNull();
    const sessions = within(banner).getByRole('button', { name: 'Inspecties' });
    expect(sessions).toHaveAttribute('aria-expanded', 'true');
    expect(sessions).toHaveAttribute('aria-controls', 'session-nav');
    await userEvent.click(sessions);
    expect(onSessions).toHaveBeenCalledOnce();
  });

  it('is one row on a phone: the drawer’s button, the title, and a menu holding the rest', async () => {
    setScreenWidth(390);
    const { banner } = renderHeader(undefined);
    expect(within(banner).getByRole('button', { name: 'Inspecties' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(banner).getByRole('heading', { name: 'HAI — inspectie-assistent' })).toBeVisible();
    expect(within(banner).queryByRole('combobox', { name: 'Taal' })).toBeNull();

    await userEvent.click(within(banner).getByRole('button', { name: 'Instellingen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Instellingen' });
    expect(within(sheet).getByRole('combobox', { name: 'Taal' })).toBeVisible();
    expect(await within(sheet).findByRole('combobox', { name: 'Thema' })).toBeVisible();
    // The inspector picker loads lazily.
    expect(await within(sheet).findByRole('combobox', { name: 'Inspecteur' })).toHaveValue('koen');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the screen when it turns', async () => {
    setScreenWidth(820);
    const { banner } = renderHeader(true);
    expect(within(banner).getByRole('button', { name: 'Instellingen' })).toBeVisible();
    act(() => setScreenWidth(1180));
    expect(await within(banner).findByRole('combobox', { name: 'Taal' })).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Instellingen' })).toBeNull();
  });
});
