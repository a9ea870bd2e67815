import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, type FakeServer } from '../../testing/render-with-api';
import FirstInspectorDialog from './first-inspector-dialog';

const created = { id: 'u-1', name: 'Eva Bakker', email: 'eva@nvwa.nl', role: 'inspector' };

function renderDialog(server: FakeServer) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const view = renderWithApi(<FirstInspectorDialog onClose={onClose} onCreated={onCreated} />, server);
  return { ...view, onCreated, onClose };
}

describe('FirstInspectorDialog', () => {
  it('says what is missing beside each field, focuses the first, and sends nothing', async () => {
    const { fetchImpl } = renderDialog(() => json({}));
    expect(screen.getByRole('dialog', { name: 'Eerste inspecteur aanmaken' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    const name = screen.getByRole('textbox', { name: 'Naam' });
    expect(name).toHaveAccessibleDescription('Vul een naam in.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Eva Bakker');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'eva@nvwa');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in, zoals naam@nvwa.nl.',
    );
    expect(screen.getByRole('textbox', { name: 'Naam' })).not.toHaveAttribute('aria-invalid');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('creates the inspector with POST /users and hands over their id', async () => {
    const { fetchImpl, onCreated } = renderDialog(() => json({ success: true, user: created }, 201));
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), '  Eva Bakker ');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'eva@nvwa.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('u-1'));
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('http://api/users');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Eva Bakker', email: 'eva@nvwa.nl', role: 'inspector' });
  });

  it('says a taken e-mail address in its own words and stays open', async () => {
    const { onCreated } = renderDialog(() => json({ detail: 'Email already exists' }, 409));
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Eva');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'eva@nvwa.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit e-mailadres is al in gebruik.');
    expect(screen.getByRole('button', { name: 'Aanmaken' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('can be put off', async () => {
    const { onClose } = renderDialog(() => json({}));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
