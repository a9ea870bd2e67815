import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithApi } from '../testing/render-with-api';
import { FirstInspectorOffer } from './inspector-picker';

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
