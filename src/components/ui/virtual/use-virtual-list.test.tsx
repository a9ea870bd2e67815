import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout } from '../../../testing/fake-layout';
import { type ScrollAlign, useVirtualList } from './use-virtual-list';
import { VirtualRows } from './virtual-rows';

const rowPx = 50;
installFakeLayout(600, rowPx);

interface RowsProps {
  count: number;
  estimate?: number;
  target?: { index: number | 'end'; align?: ScrollAlign };
  inLayout?: boolean;
}

/** A list of `count` rows that scrolls from an effect, as the tool-call panel and the event list do. */
function Rows({ count, estimate = rowPx, target, inLayout = false }: RowsProps) {
  const { setScroller, scrollToEnd, scrollToIndex, ...list } = useVirtualList({
    count,
    keyAt: (index) => `row-${index}`,
    estimateSize: estimate,
    overscan: 2,
  });
  const useScrollEffect = inLayout ? useLayoutEffect : useEffect;
  useScrollEffect(() => {
    if (target?.index === 'end') scrollToEnd();
    else if (target) scrollToIndex(target.index, target.align ?? 'center');
  }, [target, scrollToEnd, scrollToIndex]);
  return (
    <div ref={setScroller} className="overflow-y-auto" data-testid="scroller">
      <VirtualRows {...list} itemAt={(index) => index} renderRow={(index) => `row ${index}`} />
    </div>
  );
}

const renderedIndexes = () =>
  Array.from(document.querySelectorAll<HTMLElement>('li[data-index]'), (row) => Number(row.dataset.index));
const startOf = (index: number) =>
  Number(
    /translateY\((-?[\d.]+)px\)/.exec(
      document.querySelector<HTMLElement>(`li[data-index="${index}"]`)?.style.transform ?? '',
    )?.[1],
  );

describe('useVirtualList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the rows in view and `overscan` more, not the whole list', () => {
    render(<Rows count={1000} />);
    expect(renderedIndexes()).toEqual(Array.from({ length: 14 }, (_, index) => index));
  });

  it('places rows by estimate until they are measured, then by their size', () => {
    render(<Rows count={20} estimate={100} />);
    expect(startOf(2)).toBe(2 * rowPx);
    // Rows 0-13 rendered and measured at 50 px; the six below the view still count 100 px each.
    expect(document.querySelector('ol')!.style.height).toBe(`${14 * rowPx + 6 * 100}px`);
  });

  it.each([
    ['an effect', false, 60, rowPx],
    ['a layout effect', true, 60, rowPx],
    ['a layout effect, to the end', true, 'end', rowPx],
    // Rows above the view measured smaller than estimated move the view with them, from React's commit.
    ['a layout effect, to the end, rows smaller than estimated', true, 'end', 100],
  ] as const)(
    'renders the rows it lands on from %s, without React warning about flushSync',
    async (_, inLayout, index, estimate) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { rerender } = render(<Rows count={100} estimate={estimate} target={{ index: 0 }} inLayout={inLayout} />);
      rerender(<Rows count={100} estimate={estimate} target={{ index }} inLayout={inLayout} />);
      const landed = index === 'end' ? 99 : 60;
      expect(await screen.findByText(`row ${landed}`)).toBeInTheDocument();
      expect(errors.mock.calls.flat().join('\n')).not.toMatch(/flushSync/);
    },
  );

  it('keeps correcting a scroll to a row while the rows around it are measured', async () => {
    render(<Rows count={100} estimate={100} target={{ index: 50, align: 'start' }} />);
    const scroller = screen.getByTestId('scroller');
    // The first write goes by the estimate (50 × 100 px); measured rows above move the row, and the scroll follows.
    await waitFor(() => expect(startOf(50)).toBeLessThan(50 * 100));
    await waitFor(() => expect(scroller.scrollTop).toBe(startOf(50)));
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'lets the reader take over: a %s on the list stops the correction',
    async (type) => {
      render(<Rows count={100} estimate={100} target={{ index: 50, align: 'start' }} />);
      const scroller = screen.getByTestId('scroller');
      act(() => {
        scroller.dispatchEvent(new Event(type));
        scroller.scrollTop = 100;
        scroller.dispatchEvent(new Event('scroll'));
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(scroller.scrollTop).toBe(100);
      expect(screen.getByText('row 2')).toBeInTheDocument();
    },
  );
});
