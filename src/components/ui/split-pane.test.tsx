import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SplitPane } from './split-pane';

function Harness({ onResize }: { onResize?: (size: number) => void }) {
  const [size, setSize] = useState(30);
  return (
    <SplitPane
      main={<p>chat</p>}
      side={<p>panelen</p>}
      size={size}
      min={20}
      max={65}
      label="Breedte"
      onResize={(next) => {
        setSize(next);
        onResize?.(next);
      }}
    />
  );
}

describe('SplitPane', () => {
  it('is a focusable separator that names its value and the pane it controls', () => {
    render(<Harness />);
    const separator = screen.getByRole('separator', { name: 'Breedte' });
    expect(separator).toHaveAttribute('tabindex', '0');
    expect(separator).toHaveAttribute('aria-valuenow', '30');
    expect(separator).toHaveAttribute('aria-valuemin', '20');
    expect(separator).toHaveAttribute('aria-valuemax', '65');
    expect(document.getElementById(separator.getAttribute('aria-controls') ?? '')).toHaveTextContent('panelen');
  });

  it('resizes with the arrow keys, Home and End, within its bounds', async () => {
    const user = userEvent.setup();
    const onResize = vi.fn();
    render(<Harness onResize={onResize} />);
    const separator = screen.getByRole('separator');
    await user.tab();
    expect(separator).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(separator).toHaveAttribute('aria-valuenow', '35');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(separator).toHaveAttribute('aria-valuenow', '25');
    await user.keyboard('{End}');
    expect(separator).toHaveAttribute('aria-valuenow', '65');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Home}');
    expect(separator).toHaveAttribute('aria-valuenow', '20');
    expect(onResize.mock.calls.map(([size]) => size as number)).toEqual([35, 30, 25, 65, 20]);
  });

  it('follows a drag and reports the width once, when it is released', () => {
    const onResize = vi.fn();
    const { container } = render(<Harness onResize={onResize} />);
    const group = container.firstElementChild as HTMLElement;
    group.getBoundingClientRect = () => ({
      left: 0,
      right: 1000,
      width: 1000,
      top: 0,
      bottom: 500,
      height: 500,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const separator = screen.getByRole('separator');
    separator.setPointerCapture = () => undefined;
    fireEvent.pointerDown(separator, { button: 0, pointerId: 1, clientX: 700 });
    fireEvent.pointerMove(separator, { pointerId: 1, clientX: 500 });
    expect(separator).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerMove(separator, { pointerId: 1, clientX: 100 });
    expect(separator).toHaveAttribute('aria-valuenow', '65');
    expect(onResize).not.toHaveBeenCalled();
    fireEvent.pointerUp(separator, { pointerId: 1, clientX: 600 });
    expect(onResize).toHaveBeenCalledExactlyOnceWith(40);
    expect(separator).toHaveAttribute('aria-valuenow', '40');
  });
});
