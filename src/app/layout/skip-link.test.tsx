import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppControllerContext, inertAppController } from '../../ui-state/app-controller';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('takes the focus straight to the app controller’s message box', async () => {
    const controller = inertAppController();
    const slot = document.createElement('div');
    document.body.append(slot);
    const leave = controller.composerBox.host(slot);
    render(
      <AppControllerContext value={controller}>
        <SkipLink />
      </AppControllerContext>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Naar het berichtveld' }));
    expect(controller.composerBox.hasFocus()).toBe(true);
    leave();
    slot.remove();
  });
});
