import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { json, renderWithApi, type FakeServer } from '../../testing/render-with-api';
import { useServerPreferences } from './use-server-preferences';

const user = '7c1f3a52-0000-4000-8000-000000000001';

function Probe({ current }: { current: boolean }) {
  const prefs = useServerPreferences(user, current);
  return (
    <>
      <p data-testid="probe">
        {prefs.language ?? '-'} {prefs.theme} {prefs.spokenTextType} {prefs.onServer ? 'server' : 'local'}
      </p>
      <button onClick={() => prefs.setTheme('dark')}>donker</button>
    </>
  );
}

/** A preferences endpoint that keeps what is put, or refuses every change. */
function preferencesServer(refuse = false) {
  let stored = { theme: 'light', language: 'en-GB', spoken_text_type: 'dictate', default_agent_id: null };
  const puts: unknown[] = [];
  const server: FakeServer = (url, init) => {
    if (!url.includes('/users/me/preferences')) return json({ detail: 'Not Found' }, 404);
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      if (refuse) return json({ detail: 'Read-only' }, 403);
      stored = { ...stored, ...(puts.at(-1) as object) };
    }
    return json({ success: true, preferences: stored });
  };
  return { server, puts };
}

beforeEach(() =>
  usePrefs.setState((prefs) => ({
    theme: 'system',
    language: 'nl',
    speech: { ...prefs.speech, spokenTextType: 'summarize' },
  })),
);

describe('useServerPreferences', () => {
  it('shows the server’s preferences and puts a change there and in the browser', async () => {
    const { server, puts } = preferencesServer();
    renderWithApi(<Probe current />, server);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('en light dictate server'));
    // The server's copy is read from React Query's cache (kept in the browser), never copied into the prefs store.
    expect(usePrefs.getState()).toMatchObject({ language: 'nl', theme: 'system' });
    await userEvent.click(screen.getByRole('button', { name: 'donker' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('en dark dictate server');
    await waitFor(() => expect(puts).toEqual([{ theme: 'dark' }]));
    expect(usePrefs.getState().theme).toBe('dark');
  });

  it('puts a refused change back', async () => {
    const { server, puts } = preferencesServer(true);
    renderWithApi(<Probe current />, server);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('light'));
    await userEvent.click(screen.getByRole('button', { name: 'donker' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('en light dictate server'));
  });

  it('on a v2.4.1 server keeps preferences in the browser only', async () => {
    const { server, puts } = preferencesServer();
    const { fetchImpl } = renderWithApi(<Probe current={false} />, server);
    expect(screen.getByTestId('probe')).toHaveTextContent('- system summarize local');
    await userEvent.click(screen.getByRole('button', { name: 'donker' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('- dark summarize local');
    await act(() => Promise.resolve());
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(puts).toEqual([]);
  });
});
