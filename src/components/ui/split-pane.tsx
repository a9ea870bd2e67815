import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';

interface SplitPaneProps {
  /** The pane on the left: takes what the side pane leaves. */
  main: ReactNode;
  /** The pane on the right, `size` percent wide. */
  side: ReactNode;
  size: number;
  min: number;
  max: number;
  /** The separator's accessible name. */
  label: string;
  /** A new width, in percent, once a drag or key press has settled. */
  onResize: (size: number) => void;
  className?: string;
  mainClassName?: string;
  sideClassName?: string;
}

const keyStep = 5;

/** The separator's width in percent while dragging or moved by keys; `onResize` once it settles. */
function useSplitter({ size, min, max, onResize }: Pick<SplitPaneProps, 'size' | 'min' | 'max' | 'onResize'>) {
  const group = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const clamp = (value: number) => Math.round(Math.min(max, Math.max(min, value)));
  const shown = clamp(dragging ?? size);

  const fromPointer = (event: PointerEvent) => {
    const box = group.current?.getBoundingClientRect();
    return box && box.width > 0 ? clamp(((box.right - event.clientX) / box.width) * 100) : shown;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    setDragging(shown);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging !== null) setDragging(fromPointer(event));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return;
    setDragging(null);
    const next = fromPointer(event);
    if (next !== size) onResize(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: shown + keyStep, ArrowRight: shown - keyStep, Home: min, End: max }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (clamp(next) !== size) onResize(clamp(next));
  };
  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onKeyDown,
  };
  return { group, shown, dragging: dragging !== null, handlers };
}

/**
 * Two panes and a separator between them (the WAI-ARIA window splitter): drag it, or focus it and
 * use the arrow keys, Home (side pane narrowest) and End (widest).
 */
export function SplitPane({
  main,
  side,
  size,
  min,
  max,
  label,
  onResize,
  className = '',
  mainClassName = '',
  sideClassName = '',
}: SplitPaneProps) {
  const sideId = useId();
  const { group, shown, dragging, handlers } = useSplitter({ size, min, max, onResize });

  return (
    <div ref={group} className={`flex ${className}`}>
      <div className={`min-w-0 flex-1 ${mainClassName}`}>{main}</div>
      <div
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation="vertical"
        aria-controls={sideId}
        aria-valuenow={shown}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={`${shown}%`}
        {...handlers}
        className={`w-1.5 shrink-0 cursor-col-resize touch-none outline-none hover:bg-teal-400 focus-visible:bg-teal-500 ${dragging ? 'bg-teal-500' : 'bg-slate-200'}`}
      />
      <div id={sideId} style={{ flexBasis: `${shown}%` }} className={`min-w-0 shrink-0 grow-0 ${sideClassName}`}>
        {side}
      </div>
    </div>
  );
}
