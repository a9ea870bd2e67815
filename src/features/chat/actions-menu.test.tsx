import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionsMenu } from './actions-menu';

function renderMenu() {
  const ran = vi.fn();
  const actions = ['Een', 'Twee', 'Drie'].map((label) => ({ label, run: () => ran(label) }));
  render(
    <>
      <ActionsMenu label="Meer acties" icon="⋯" actions={actions} />
      <button type="button">Ergens anders</button>
    </>,
  );
  return { ran, button: screen.getByRole('button', { name: 'Meer acties' }) };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('a menu of actions', () => {
  it('moves with the arrows (wrapping), Home and End; items are out of the tab order', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(item('Een')).toHaveFocus();
    expect(screen.getAllByRole('menuitem').map((menuItem) => menuItem.tabIndex)).toEqual([-1, -1, -1]);
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Twee')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Een')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Drie')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Een')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Drie')).toHaveFocus();
  });

  it('ArrowDown on the button opens it on its first item; Space runs one and focus goes back', async () => {
    const { ran, button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Een')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}[Space]');
    expect(ran).toHaveBeenCalledWith('Twee');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Escape closes it, marked handled, focus back on the button; a click elsewhere closes it', async () => {
    const { ran, button } = renderMenu();
    await userEvent.click(button);
    const escape = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', escape);
    await userEvent.keyboard('{Escape}');
    document.removeEventListener('keydown', escape);
    expect(escape).toHaveReturnedWith(true);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Ergens anders' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });
});
