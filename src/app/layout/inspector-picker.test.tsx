import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithApi } from '../../testing/render-with-api';
import InspectorPicker, { FirstInspectorOffer } from './inspector-picker';

const eva = { id: 'u-eva', name: 'Eva', email: 'eva@nvwa.nl', role: 'inspector' };

describe('FirstInspectorOffer', () => {
  it('offers the first inspector on a v2.5 server without users, and chooses the one created', async () => {
    const onChange = vi.fn();
    renderWithApi(<FirstInspectorOffer detected current users={[]} onChange={onChange} />, () =>
      json({ success: true, user: eva }, 201),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eerste inspecteur aanmaken' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Eva');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'eva@nvwa.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('u-eva'));
    expect(dialog).not.toBeInTheDocument();
  });

  it('offers nothing while the server is unknown, on an older server, or with users', () => {
    const server = () => json({});
    const { rerender } = renderWithApi(
      <FirstInspectorOffer detected={false} current={false} users={undefined} onChange={() => {}} />,
      server,
    );
    rerender(<FirstInspectorOffer detected current={false} users={undefined} onChange={() => {}} />);
    rerender(<FirstInspectorOffer detected current users={[eva]} onChange={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('InspectorPicker', () => {
  const fatima = { id: 'u-fatima', name: 'Fatima', email: 'fatima@nvwa.nl' };

  it('keeps an inspector given by link choosable after switching to a listed one', async () => {
    function Picker() {
      const [userId, setUserId] = useState('e2e-gast');
      return <InspectorPicker detected users={[eva, fatima]} personas={[]} userId={userId} onChange={setUserId} />;
    }
    renderWithApi(<Picker />, () => json({}));
    const select = screen.getByRole('combobox', { name: 'Inspecteur' });
    expect(select).toHaveValue('e2e-gast');
    await userEvent.selectOptions(select, 'Fatima — fatima@nvwa.nl');
    expect(select).toHaveValue('u-fatima');
    expect(screen.getByRole('option', { name: 'e2e-gast' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'e2e-gast');
    expect(select).toHaveValue('e2e-gast');
  });

  it('lists a persona id that names a user (?user=koen before the list came) as that user only', async () => {
    const koen = { id: 'u-koen', name: 'Koen van den Berg', email: 'koen.vandenberg@nvwa.nl' };
    function Picker() {
      const [userId, setUserId] = useState('koen');
      return (
        <>
          <button onClick={() => setUserId('u-koen')}>Herkend</button>
          <InspectorPicker detected users={[koen, fatima]} personas={[]} userId={userId} onChange={setUserId} />
        </>
      );
    }
    renderWithApi(<Picker />, () => json({}));
    await userEvent.click(screen.getByRole('button', { name: 'Herkend' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Koen van den Berg — koen.vandenberg@nvwa.nl',
      'Fatima — fatima@nvwa.nl',
    ]);
  });

  it('shows a persona id kept for its sessions (users and sessions disagree) as the user it names', () => {
    const koen = { id: 'u-koen', name: 'Koen van den Berg', email: 'koen.vandenberg@nvwa.nl' };
    renderWithApi(
      <InspectorPicker detected users={[fatima, koen]} personas={[]} userId="koen" onChange={() => {}} />,
      () => json({}),
    );
    expect(screen.getByRole('combobox', { name: 'Inspecteur' })).toHaveValue('u-koen');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
