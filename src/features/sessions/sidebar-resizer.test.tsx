import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH, SidebarResizer, sidebarWidthForKey } from './sidebar-resizer';

describe('sidebarWidthForKey', () => {
  it('steps by the arrows, jumps to the ends by Home and End, and stays within them', () => {
    expect(sidebarWidthForKey('ArrowRight', 300)).toBe(316);
    expect(sidebarWidthForKey('ArrowLeft', 300)).toBe(284);
    expect(sidebarWidthForKey('ArrowLeft', SIDEBAR_MIN_WIDTH)).toBe(SIDEBAR_MIN_WIDTH);
    expect(sidebarWidthForKey('Home', 400)).toBe(SIDEBAR_MIN_WIDTH);
    expect(sidebarWidthForKey('End', 400)).toBe(SIDEBAR_MAX_WIDTH);
    expect(sidebarWidthForKey('a', 400)).toBeUndefined();
  });
});

describe('SidebarResizer', () => {
  beforeEach(() => usePrefs.setState({ layout: { open: false, tab: 'tools', size: 38 } }));

  it('is a splitter the keyboard moves, and the width is remembered', async () => {
    render(
      <div>
        <SidebarResizer />
      </div>,
    );
    const handle = screen.getByRole('separator', { name: 'Breedte van de inspectielijst' });
    expect(handle).toHaveAttribute('aria-valuemin', String(SIDEBAR_MIN_WIDTH));
    expect(handle).toHaveAttribute('aria-valuenow');
    await userEvent.tab();
    expect(handle).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(usePrefs.getState().layout.sidebarWidth).toBe(SIDEBAR_MAX_WIDTH);
    expect(JSON.parse(localStorage.getItem('hai.prefs') ?? '{}').state.layout.sidebarWidth).toBe(SIDEBAR_MAX_WIDTH);
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(usePrefs.getState().layout.sidebarWidth).toBe(SIDEBAR_MIN_WIDTH + 16);
  });
});
