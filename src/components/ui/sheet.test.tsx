import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet';

function renderSheet(side: 'left' | 'full', open = true) {
  const onClose = vi.fn();
  const view = render(
    <Sheet open={open} onClose={onClose} title="Inspecties" closeLabel="Sluiten" side={side}>
      <p>de lijst</p>
    </Sheet>,
  );
  return { onClose, view };
}

describe('Sheet', () => {
  it('is a dialog named by its title, with its content and a close button', async () => {
    const { onClose } = renderSheet('left');
    const dialog = screen.getByRole('dialog', { name: 'Inspecties' });
    expect(dialog).toHaveTextContent('de lijst');
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape (the dialog’s cancel) and keeps the browser from closing it by itself', () => {
    const { onClose } = renderSheet('full');
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledOnce();
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes on a tap beside a side sheet, not on one inside it', () => {
    const { onClose } = renderSheet('left');
    fireEvent.click(screen.getByText('de lijst'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has nothing beside it to tap when it fills the screen', () => {
    const { onClose } = renderSheet('full');
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders its content only while open, and closes the dialog', () => {
    const { onClose, view } = renderSheet('left');
    view.rerender(
      <Sheet open={false} onClose={onClose} title="Inspecties" closeLabel="Sluiten" side="left">
        <p>de lijst</p>
      </Sheet>,
    );
    expect(screen.queryByText('de lijst')).toBeNull();
    expect(view.container.querySelector('dialog')?.open).toBe(false);
  });
});
