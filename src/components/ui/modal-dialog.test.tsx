import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog';

describe('ModalDialog', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
  });

  it('keeps Tab inside: past the last control to the first, Shift+Tab from the first to the last, hidden ones skipped', async () => {
    // jsdom lays nothing out: the browser's own answer, with one control not shown.
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value(this: HTMLElement) {
        return !this.dataset.hidden;
      },
    });
    const user = userEvent.setup();
    render(
      <ModalDialog open onClose={() => undefined} titleId="t" className="">
        <h2 id="t">Verwijderen?</h2>
        <button>Annuleren</button>
        <button>Verwijderen</button>
        <button data-hidden="yes">Verborgen</button>
      </ModalDialog>,
    );
    const cancel = screen.getByRole('button', { name: 'Annuleren' });
    const remove = screen.getByRole('button', { name: 'Verwijderen' });
    remove.focus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
  });
});
