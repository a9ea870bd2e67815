import { useEffect, useState } from 'react';
import type * as OpenWorkspace from './open-workspace';

type PanelsModule = typeof OpenWorkspace;

let loaded: PanelsModule | undefined;
let loading: Promise<PanelsModule> | undefined;

/** The debug views, beside the chat or in a sheet: a chunk of their own, fetched when first opened. */
export function loadPanels(): Promise<PanelsModule> {
  loading ??= import('./open-workspace').then((module) => (loaded = module));
  return loading;
}

/** The panels module once `wanted` and loaded; until then the caller keeps its closed layout (nothing suspends). */
export function usePanels(wanted: boolean): PanelsModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (wanted && !module) void loadPanels().then(setModule);
  }, [wanted, module]);
  return wanted ? module : undefined;
}
