import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { usePrefs } from '../../prefs/prefs-store';

/** The session list's width beside the conversation, in CSS px: room for a title, and not more than the chat. */
export const SIDEBAR_MIN_WIDTH = 240;
export const SIDEBAR_MAX_WIDTH = 560;
const keyStep = 16;

export const clampSidebarWidth = (width: number) =>
  Math.round(Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, width)));

/** The width a key asks for, from the width now; undefined for a key that does not resize. */
export function sidebarWidthForKey(key: string, width: number): number | undefined {
  const next = {
    ArrowLeft: width - keyStep,
    ArrowRight: width + keyStep,
    Home: SIDEBAR_MIN_WIDTH,
    End: SIDEBAR_MAX_WIDTH,
  }[key];
  return next === undefined ? undefined : clampSidebarWidth(next);
}

/** The list's width as laid out now (the stored one may be cut by the screen, the default is the stylesheet's). */
const laidOut = (handle: HTMLElement) =>
  clampSidebarWidth(handle.parentElement?.getBoundingClientRect().width ?? SIDEBAR_MIN_WIDTH);

/**
 * The session list's right edge as a WAI-ARIA window splitter (its name comes with the list's texts): drag it, or focus it and use the arrow keys, Home
 * (narrowest) and End (widest). The width is remembered in this browser.
 */
export function SidebarResizer() {
  const t = useT();
  const stored = usePrefs((prefs) => prefs.layout.sidebarWidth);
  const handle = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(SIDEBAR_MIN_WIDTH);
  const measure = () => {
    if (handle.current) setShown(laidOut(handle.current));
  };
  useLayoutEffect(measure, [stored]);
  const [dragging, setDragging] = useState(false);
  const setWidth = (width: number) => usePrefs.getState().setLayout({ sidebarWidth: clampSidebarWidth(width) });
  const fromPointer = (event: PointerEvent<HTMLDivElement>) =>
    event.clientX - (event.currentTarget.parentElement?.getBoundingClientRect().left ?? 0);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sidebarWidthForKey(event.key, laidOut(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    setWidth(next);
  };
  return (
    <div
      ref={handle}
      role="separator"
      tabIndex={0}
      aria-label={t('sessions.resize')}
      aria-orientation="vertical"
      aria-controls="session-nav"
      aria-valuenow={shown}
      aria-valuemin={SIDEBAR_MIN_WIDTH}
      aria-valuemax={SIDEBAR_MAX_WIDTH}
      aria-valuetext={`${shown} px`}
      onFocus={measure}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
        setDragging(true);
      }}
      onPointerMove={(event) => dragging && setWidth(fromPointer(event))}
      onPointerUp={() => setDragging(false)}
      onPointerCancel={() => setDragging(false)}
      className={`absolute inset-y-0 -right-1 z-10 w-2 cursor-col-resize touch-none outline-none hover:bg-teal-400 focus-visible:bg-teal-500 ${dragging ? 'bg-teal-500' : ''}`}
    />
  );
}
