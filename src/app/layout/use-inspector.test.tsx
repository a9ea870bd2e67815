import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { json, renderWithApi, type FakeServer } from '../../testing/render-with-api';
import { personaPatienceMs, useInspector } from './use-inspector';

const koen = { id: '7c1f3a52-0000-4000-8000-000000000001', name: 'Koen', email: 'koen@example.nl' };
const fatima = { id: '7c1f3a52-0000-4000-8000-000000000002', name: 'Fatima', email: 'fatima@example.nl' };

function Probe() {
  const inspector = useInspector('koen');
  return (
    <p data-testid="probe">
      {inspector.userId ?? 'waiting'} {inspector.current ? 'v2.5' : 'v2.4.1'} {inspector.users?.length ?? '-'}{' '}
      {inspector.listed ? 'listed' : 'unlisted'}
    </p>
  );
}

const current: FakeServer = (url) => {
  if (url.endsWith('/')) return json({ name: 'AGORA', version: '2.5.1', contractVersion: '2.5.1' });
  if (url.includes('/users?')) return json({ users: [koen, fatima], totalCount: 2 });
  return json({ detail: 'Not Found' }, 404);
};
const older: FakeServer = () => json({ detail: 'Not Found' }, 404);

beforeEach(() => usePrefs.setState({ userId: undefined }));
afterEach(() => vi.useRealTimers());

describe('useInspector', () => {
  it('on a v2.5 server is the server’s first user until one is chosen', async () => {
    const { settled } = renderWithApi(<Probe />, current);
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting');
    await settled();
    expect(screen.getByTestId('probe')).toHaveTextContent(`${koen.id} v2.5 2 listed`);
  });

  it('keeps the chosen user', async () => {
    usePrefs.getState().setUserId(fatima.id);
    const { settled } = renderWithApi(<Probe />, current);
    expect(screen.getByTestId('probe')).toHaveTextContent(fatima.id);
    await settled();
    expect(screen.getByTestId('probe')).toHaveTextContent(`${fatima.id} v2.5 2`);
  });

  it('asks the server once more for a chosen user its first list does not have (made just before a reload)', async () => {
    const eva = { id: '7c1f3a52-0000-4000-8000-000000000003', name: 'Eva', email: 'eva@example.nl' };
    usePrefs.getState().setUserId(eva.id);
    let lists = 0;
    const later: FakeServer = (url) => {
      if (!url.includes('/users?')) return current(url);
      lists += 1;
      return json({ users: lists === 1 ? [koen, fatima] : [koen, fatima, eva], totalCount: lists === 1 ? 2 : 3 });
    };
    const { settled } = renderWithApi(<Probe />, later);
    await settled();
    await vi.waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(`${eva.id} v2.5 3 listed`));
    expect(lists).toBe(2);
  });

  it('takes a persona id that names a server user (?user=koen) as that user, with the server’s preferences', async () => {
    usePrefs.getState().setUserId('koen');
    const { settled } = renderWithApi(<Probe />, current);
    await settled();
    expect(screen.getByTestId('probe')).toHaveTextContent(`${koen.id} v2.5 2 listed`);
  });

  it('keeps a persona id (?user=koen) that owns sessions where the user it names owns none (users and sessions disagree)', async () => {
    usePrefs.getState().setUserId('koen');
    const owners = new Map([['koen', 2]]);
    const disagreeing: FakeServer = (url) => {
      const owner = url.includes('/sessions?') ? new URL(url).searchParams.get('user_id') : null;
      if (owner === null) return current(url);
      return json({ success: true, sessions: [], totalCount: owners.get(owner) ?? 0 });
    };
    const seen: string[] = [];
    function Recorder() {
      const { userId } = useInspector('koen');
      if (seen.at(-1) !== (userId ?? 'waiting')) seen.push(userId ?? 'waiting');
      return null;
    }
    const { settled } = renderWithApi(<Recorder />, disagreeing);
    await settled();
    await vi.waitFor(() => expect(seen).toEqual(['waiting', 'koen']));
  });

  it('takes the user a persona id names where that user owns sessions too', async () => {
    usePrefs.getState().setUserId('koen');
    const both: FakeServer = (url) =>
      url.includes('/sessions?') ? json({ success: true, sessions: [], totalCount: 2 }) : current(url);
    const { settled } = renderWithApi(<Probe />, both);
    await settled();
    await vi.waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(`${koen.id} v2.5 2 listed`));
  });

  it('has one identity from the first render on: a persona name waits for the server instead of opening as itself first', async () => {
    usePrefs.getState().setUserId('e2e-gast');
    const seen: string[] = [];
    function Recorder() {
      const { userId } = useInspector('koen');
      if (seen.at(-1) !== (userId ?? 'waiting')) seen.push(userId ?? 'waiting');
      return null;
    }
    const { settled } = renderWithApi(<Recorder />, current);
    await settled();
    expect(seen).toEqual(['waiting', 'e2e-gast']);
  });

  it('a persona name opens as itself once the patience runs out on a server that does not answer, and stays open', async () => {
    vi.useFakeTimers();
    usePrefs.getState().setUserId('e2e-gast');
    renderWithApi(<Probe />, () => new Promise<Response>(() => {}));
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting');
    await act(() => vi.advanceTimersByTimeAsync(personaPatienceMs));
    expect(screen.getByTestId('probe')).toHaveTextContent('e2e-gast');
  });

  it('takes an id the server does not list (a link, an old persona) as it is, marked unlisted', async () => {
    usePrefs.getState().setUserId('e2e-gast');
    const { settled } = renderWithApi(<Probe />, current);
    await settled();
    expect(screen.getByTestId('probe')).toHaveTextContent('e2e-gast v2.5 2 unlisted');
  });

  it('on a v2.4.1 server (no GET /) is the configured persona and asks for no users', async () => {
    const { fetchImpl, settled } = renderWithApi(<Probe />, older);
    await settled();
    expect(screen.getByTestId('probe')).toHaveTextContent('koen v2.4.1 -');
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/users'));
  });

  it('stays the same inspector while a server that failed is asked again: the conversation is not closed meanwhile', async () => {
    const seen: string[] = [];
    function Recorder() {
      const { userId } = useInspector('koen');
      if (seen.at(-1) !== (userId ?? 'waiting')) seen.push(userId ?? 'waiting');
      return null;
    }
    let hold = false;
    const held: (() => void)[] = [];
    const refusal = () => json({ detail: 'key' }, 401);
    const { queryClient, settled } = renderWithApi(<Recorder />, () =>
      hold ? new Promise<Response>((resolve) => held.push(() => resolve(refusal()))) : Promise.resolve(refusal()),
    );
    await settled();
    expect(seen).toEqual(['waiting', 'koen']);
    // Asked again (as every 15 s while it fails), the answer not in yet: the inspector stays who it was.
    hold = true;
    const again = act(() => queryClient.refetchQueries());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(held.length).toBeGreaterThan(0);
    expect(seen).toEqual(['waiting', 'koen']);
    hold = false;
    while (held.length) held.shift()!();
    await again;
    await settled();
    expect(seen).toEqual(['waiting', 'koen']);
  });

  it('falls back to the configured persona when the server cannot be reached', async () => {
    const { settled } = renderWithApi(<Probe />, () => Promise.reject(new TypeError('Failed to fetch')));
    await settled();
    expect(screen.getByTestId('probe')).toHaveTextContent('koen v2.4.1');
  });
});
