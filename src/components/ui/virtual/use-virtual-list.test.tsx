import { render, screen } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout } from '../../../testing/fake-layout';
import { useVirtualList } from './use-virtual-list';

installFakeLayout(600, 50);

/** A list of `count` rows that scrolls from an effect, as the tool-call panel and the event list do. */
function Rows({ count, target, inLayout }: { count: number; target: number | 'end'; inLayout: boolean }) {
  const { items, totalSize, setScroller, setList, measure, scrollToIndex, scrollToEnd } = useVirtualList({
    count,
    keyAt: (index) => index,
    estimateSize: 50,
    overscan: 2,
  });
  const useScrollEffect = inLayout ? useLayoutEffect : useEffect;
  useScrollEffect(() => {
    if (target === 'end') scrollToEnd();
    else scrollToIndex(target, 'center');
  }, [target, scrollToEnd, scrollToIndex]);
  return (
    <div ref={setScroller} className="overflow-y-auto">
      <ol ref={setList} style={{ height: totalSize }}>
        {items.map((item) => (
          <li key={item.key} ref={measure} data-index={item.index}>
            row {item.index}
          </li>
        ))}
      </ol>
    </div>
  );
}

describe('useVirtualList scrolling from an effect', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an effect', false, 60],
    ['a layout effect', true, 60],
    ['a layout effect, to the end', true, 'end'],
  ] as const)('renders the rows it lands on from %s, without React warning about flushSync', (_, inLayout, target) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Rows count={100} target={0} inLayout={inLayout} />);
    rerender(<Rows count={100} target={target} inLayout={inLayout} />);
    const landed = target === 'end' ? 99 : 60;
    expect(screen.getByText(`row ${landed}`)).toBeInTheDocument();
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/flushSync/);
  });
});
