import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithApi } from '../../testing/render-with-api';
import UserAdmin from './user-admin';

const koen = { id: 'u-koen', name: 'Koen de Vries', email: 'koen@nvwa.nl', role: 'inspector' };
const ilse = { id: 'u-ilse', name: 'Ilse Smit', email: 'ilse@nvwa.nl', role: 'admin' };

/** A users API in memory; `refuse` answers that method 500 from then on. */
function fakeUsers(sessions: Record<string, number> = {}) {
  let users = [koen, ilse];
  const refuse = new Set<string>();
  const server = (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url);
    if (refuse.has(method)) return json({ detail: 'kapot' }, 500);
    if (pathname === '/sessions')
      return json({ success: true, sessions: [], totalCount: sessions[searchParams.get('user_id')!] ?? 0 });
    if (pathname === '/users' && method === 'GET') return json({ success: true, users, totalCount: users.length });
    if (pathname === '/users' && method === 'POST') {
      const user = { id: 'u-new', ...(JSON.parse(String(init?.body)) as object) } as typeof koen;
      users = [user, ...users];
      return json({ success: true, user }, 201);
    }
    const id = decodeURIComponent(pathname.split('/')[2]!);
    if (method === 'PUT') {
      users = users.map((user) => (user.id === id ? { ...user, ...Object.fromEntries(searchParams) } : user));
      return json({ success: true, user: users.find((user) => user.id === id) });
    }
    users = users.filter((user) => user.id !== id);
    return json({ success: true, deletedSessionsCount: sessions[id] ?? 0 });
  };
  return { server, refuse, users: () => users };
}

function renderAdmin(fake: ReturnType<typeof fakeUsers>, userId = koen.id) {
  const onChange = vi.fn();
  const view = renderWithApi(<UserAdmin open onClose={() => {}} userId={userId} onChange={onChange} />, fake.server);
  return { ...view, onChange };
}

const row = (name: string) => screen.getByText(name).closest('li')!;

describe('UserAdmin', () => {
  it('lists the users with e-mail and role, the inspector working here marked', async () => {
    renderAdmin(fakeUsers());
    expect(screen.getByRole('dialog', { name: 'Inspecteurs' })).toBeInTheDocument();
    await screen.findByText('Ilse Smit');
    expect(row('Koen de Vries')).toHaveTextContent('Koen de Vries (jij)koen@nvwa.nlInspecteur');
    expect(row('Ilse Smit')).toHaveTextContent('Ilse Smitilse@nvwa.nlBeheerder');
    expect(screen.getByRole('button', { name: 'Wijzigen Ilse Smit' })).toBeInTheDocument();
  });

  it('adds a user with a role; a taken address is said in the form', async () => {
    const fake = fakeUsers();
    renderAdmin(fake);
    await screen.findByText('Ilse Smit');
    await userEvent.click(screen.getByRole('button', { name: 'Inspecteur toevoegen' }));
    const form = screen.getByRole('dialog', { name: 'Inspecteur toevoegen' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Naam' }), 'Eva');
    await userEvent.type(within(form).getByRole('textbox', { name: 'E-mailadres' }), 'eva@nvwa.nl');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Rol' }), 'Meekijker');
    await userEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Eva')).toBeInTheDocument();
    expect(fake.users()[0]).toMatchObject({ name: 'Eva', email: 'eva@nvwa.nl', role: 'viewer' });
    expect(row('Eva')).toHaveTextContent('Meekijker');
  });

  it('edits name and role at once, and puts them back with a message when the server refuses', async () => {
    const fake = fakeUsers();
    renderAdmin(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Wijzigen Ilse Smit' }));
    const form = screen.getByRole('dialog', { name: 'Inspecteur wijzigen' });
    expect(form).toHaveTextContent('ilse@nvwa.nl');
    const name = within(form).getByRole('textbox', { name: 'Naam' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ilse de Smit');
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Ilse de Smit')).toBeInTheDocument();
    await waitFor(() => expect(fake.users()[1]).toMatchObject({ name: 'Ilse de Smit', role: 'admin' }));

    fake.refuse.add('PUT');
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigen Ilse de Smit' }));
    const again = screen.getByRole('dialog', { name: 'Inspecteur wijzigen' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Naam' }), '!');
    await userEvent.click(within(again).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wijzigen van Ilse de Smit lukte niet: er ging iets mis op de server (fout 500)',
    );
    expect(screen.getByText('Ilse de Smit')).toBeInTheDocument();
  });

  it('deletes after saying how many sessions go too; the inspector working here is replaced', async () => {
    const fake = fakeUsers({ [koen.id]: 3 });
    const { onChange, fetchImpl } = renderAdmin(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen Koen de Vries' }));
    const ask = screen.getByRole('dialog', { name: 'Koen de Vries verwijderen?' });
    expect(await within(ask).findByText('Ook 3 gesprekken van deze inspecteur worden verwijderd.')).toBeInTheDocument();
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toContain(
      'http://api/sessions?user_id=u-koen&limit=1&offset=0',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByText('Koen de Vries')).not.toBeInTheDocument());
    expect(await screen.findByText('Koen de Vries is verwijderd, met 3 gesprekken.')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(ilse.id);
    expect(screen.getByRole('button', { name: 'Inspecteur toevoegen' })).toHaveFocus();
  });

  it('puts a user back with a message when the server refuses to delete', async () => {
    const fake = fakeUsers();
    renderAdmin(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen Ilse Smit' }));
    expect(await screen.findByText('Deze inspecteur heeft geen gesprekken.')).toBeInTheDocument();
    fake.refuse.add('DELETE');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Ilse Smit verwijderen?' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ilse Smit is niet verwijderd');
    expect(screen.getByText('Ilse Smit')).toBeInTheDocument();
  });
});
