import type { ReactNode } from 'react';
import type { VirtualList } from './use-virtual-list';

interface VirtualRowsProps<T> extends Pick<VirtualList, 'items' | 'totalSize' | 'setList' | 'measure'> {
  /** The row's data, or undefined when it is gone (the row is then skipped). */
  itemAt: (index: number) => T | undefined;
  renderRow: (item: T, index: number) => ReactNode;
  /** Classes of each row (spacing between rows goes here, not on the row content). */
  rowClassName?: string;
  className?: string;
  'aria-label'?: string;
}

/** The rows a virtual list has in view, placed absolutely inside an `<ol>` of the list's full height. */
export function VirtualRows<T>({
  items,
  totalSize,
  setList,
  measure,
  itemAt,
  renderRow,
  rowClassName = '',
  className = '',
  ...rest
}: VirtualRowsProps<T>) {
  return (
    <ol ref={setList} aria-label={rest['aria-label']} className={`relative ${className}`} style={{ height: totalSize }}>
      {items.map((row) => {
        const item = itemAt(row.index);
        return item === undefined ? null : (
          <li
            key={row.key}
            data-index={row.index}
            ref={measure}
            className={`absolute inset-x-0 ${rowClassName}`}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderRow(item, row.index)}
          </li>
        );
      })}
    </ol>
  );
}
