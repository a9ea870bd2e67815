import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeyStore, loadApiKey, requestApiKey } from '../../api/api-key';
import ApiKeyDialog from './api-key-dialog';
import { checkApiKey } from './check-api-key';

const answers = (status: (key: string | null) => number) =>
  vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('X-API-Key');
    return new Response('{}', { status: status(key) });
  });

describe('ApiKeyDialog', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    loadApiKey(undefined, { origin: 'http://gw', home: 'http://gw' });
    apiKeyStore.setState({ key: undefined, remembered: false, request: undefined, dismissed: false, version: 0 });
    act(() => requestApiKey());
  });

  it('refuses a wrong key with a clear text, then takes the right one for this tab only', async () => {
    const fetchImpl = answers((key) => (key === 'right' ? 200 : 401));
    vi.stubGlobal('fetch', fetchImpl);
    render(<ApiKeyDialog apiUrl="http://gw" onLater={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'API-sleutel nodig' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Sleutel voor gw: hij wordt alleen naar die server gestuurd.');
    const field = screen.getByLabelText('API-sleutel');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.type(field, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Verbinden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze sleutel wordt niet geaccepteerd.');
    expect(field).toHaveFocus();
    expect(apiKeyStore.getState().key).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, 'right{Enter}');
    await vi.waitFor(() => expect(apiKeyStore.getState()).toMatchObject({ key: 'right', request: undefined }));
    expect(sessionStorage.getItem('hai.apiKey@http://gw')).toBe('right');
    expect(localStorage.getItem('hai.apiKey@http://gw')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('remembers the key on this device when asked, and leaves it with "Later"', async () => {
    vi.stubGlobal(
      'fetch',
      answers(() => 200),
    );
    const onLater = vi.fn();
    render(<ApiKeyDialog apiUrl="http://gw" onLater={onLater} />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('API-sleutel'), 'k');
    await userEvent.click(screen.getByRole('checkbox', { name: /Onthoud op dit apparaat/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verbinden' }));
    await vi.waitFor(() => expect(localStorage.getItem('hai.apiKey@http://gw')).toBe('k'));
    vi.unstubAllGlobals();
  });
});

describe('checkApiKey', () => {
  const page = () => new Response('<!doctype html><title>HAI</title>', { status: 200 });
  it('accepts only a JSON answer past the gateway: the app’s own page on one origin says nothing', async () => {
    expect(await checkApiKey('http://app', 'k', () => Promise.resolve(page()))).toBe('not-server');
    expect(
      await checkApiKey('http://app', 'k', () => Promise.resolve(new Response('{"detail":"x"}', { status: 401 }))),
    ).toBe('refused');
    const listed = () => Promise.resolve(new Response('{"success":true,"sessions":[],"totalCount":0}'));
    expect(await checkApiKey('http://app', 'k', listed)).toBe('accepted');
    expect(await checkApiKey('http://app', 'k', () => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'unreachable',
    );
  });

  it('asks again when the gateway cut its answer short', async () => {
    const cutThenWhole = vi
      .fn()
      .mockResolvedValueOnce(new Response(''))
      .mockResolvedValue(new Response('{"success":true,"sessions":[],"totalCount":0}'));
    expect(await checkApiKey('http://app/', 'k', cutThenWhole)).toBe('accepted');
    expect(String(cutThenWhole.mock.calls[0]?.[0])).toBe('http://app/sessions?user_id=hai-key-check&limit=1&offset=0');
  });
});
