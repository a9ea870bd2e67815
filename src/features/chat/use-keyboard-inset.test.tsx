import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keyboardInset, useKeyboardInset } from './use-keyboard-inset';

describe('keyboardInset', () => {
  it('is what the visual viewport leaves uncovered at the bottom of the layout viewport', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0, scale: 1 })).toBe(0);
    expect(keyboardInset(844, { height: 508, offsetTop: 0, scale: 1 })).toBe(336);
    expect(keyboardInset(844, { height: 508, offsetTop: 120, scale: 1 })).toBe(216);
  });

  it('is 0 when zoomed in, or when the browser already shrank the page', () => {
    expect(keyboardInset(844, { height: 400, offsetTop: 100, scale: 2 })).toBe(0);
    expect(keyboardInset(508, { height: 508.4, offsetTop: 0, scale: 1 })).toBe(0);
  });
});

class FakeViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  scale = 1;
  change(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

function Dock() {
  const dock = useRef<HTMLDivElement>(null);
  useKeyboardInset(dock);
  return <div ref={dock} />;
}

describe('useKeyboardInset', () => {
  afterEach(() => {
    delete (window as { visualViewport?: unknown }).visualViewport;
  });

  it('keeps --keyboard-inset on the element as the keyboard comes and goes, and removes it at the end', () => {
    const viewport = new FakeViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    const view = render(<Dock />);
    const dock = view.container.firstElementChild as HTMLElement;
    expect(dock.style.getPropertyValue('--keyboard-inset')).toBe('0px');
    act(() => viewport.change(500));
    expect(dock.style.getPropertyValue('--keyboard-inset')).toBe('344px');
    act(() => viewport.change(844));
    expect(dock.style.getPropertyValue('--keyboard-inset')).toBe('0px');
    view.unmount();
    expect(dock.style.getPropertyValue('--keyboard-inset')).toBe('');
  });

  it('does nothing without a visual viewport', () => {
    Object.defineProperty(window, 'visualViewport', { value: undefined, configurable: true });
    const view = render(<Dock />);
    expect((view.container.firstElementChild as HTMLElement).style.getPropertyValue('--keyboard-inset')).toBe('');
  });
});
