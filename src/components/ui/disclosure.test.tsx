import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

function renderDisclosure() {
  render(
    <>
      <Disclosure label="⚙" ariaLabel="Instellingen">
        <label>
          Snelheid <select aria-label="Snelheid" />
        </label>
      </Disclosure>
      <p>buiten</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Instellingen' });
}

describe('Disclosure', () => {
  it('opens its panel and says so', async () => {
    const button = renderDisclosure();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Snelheid')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByLabelText('Snelheid').closest('[id]')!.id);
  });

  it('closes on Escape with focus back on the button', async () => {
    const button = renderDisclosure();
    await userEvent.click(button);
    await userEvent.click(screen.getByLabelText('Snelheid'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Snelheid')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a press outside, not on one inside', async () => {
    const button = renderDisclosure();
    await userEvent.click(button);
    await userEvent.click(screen.getByLabelText('Snelheid'));
    expect(screen.getByLabelText('Snelheid')).toBeInTheDocument();
    await userEvent.click(screen.getByText('buiten'));
    expect(screen.queryByLabelText('Snelheid')).toBeNull();
  });
});
