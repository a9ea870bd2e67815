import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePrefs } from '../../prefs/prefs-store';
import { setScreenWidth } from '../../testing/fake-screen';
import { useSessionPlace } from './use-session-place';

describe('useSessionPlace', () => {
  beforeEach(() => usePrefs.setState({ layout: { open: false, tab: 'tools', size: 38 } }));

  it('on a tablet on its side or wider, folds the sidebar away and back, and remembers it', () => {
    setScreenWidth(1180);
    const { result } = renderHook(() => useSessionPlace());
    expect(result.current.sidebarShown).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.sidebarShown).toBe(false);
    expect(usePrefs.getState().layout.sidebarHidden).toBe(true);
    expect(JSON.parse(localStorage.getItem('hai.prefs') ?? '{}').state.layout.sidebarHidden).toBe(true);
    expect(result.current.drawerOpen).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.sidebarShown).toBe(true);
  });

  it.each([390, 820, 1023])(
    'at %i px (a phone, an upright tablet), opens the drawer instead, whatever was folded on a wider screen',
    (px) => {
      usePrefs.getState().setLayout({ sidebarHidden: true });
      setScreenWidth(px);
      const { result } = renderHook(() => useSessionPlace());
      expect(result.current.sidebarShown).toBeUndefined();
      act(() => result.current.toggle());
      expect(result.current.drawerOpen).toBe(true);
      expect(usePrefs.getState().layout.sidebarHidden).toBe(true);
      act(() => result.current.closeDrawer());
      expect(result.current.drawerOpen).toBe(false);
    },
  );
});
