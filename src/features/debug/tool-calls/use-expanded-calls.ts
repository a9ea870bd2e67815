import { useCallback, useState } from 'react';
import type { ToolCallRecord } from '../../../model/session-state';
import { newestRunning } from './tool-call-filter';

/**
 * Which rows are open: what the inspector toggled, else only the newest running call. That one
 * stays open after it settles (its result is what one watches for) until a newer call starts.
 */
export function useExpandedCalls(calls: readonly ToolCallRecord[]) {
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [auto, setAuto] = useState<string>();
  const running = newestRunning(calls);
  if (running !== undefined && running !== auto) setAuto(running);

  const setOpen = useCallback((id: string, open: boolean) => setToggled((map) => new Map(map).set(id, open)), []);
  const isOpen = (id: string) => toggled.get(id) ?? id === auto;
  return { isOpen, setOpen };
}
