import { create } from 'zustand';
import type { ImportError } from './parse-event-log';

export type ImportOutcome = { file: string; played: number; errors: ImportError[] } | { file: string; failed: true };

interface ImportState {
  speed: number;
  outcome?: ImportOutcome;
  setSpeed: (speed: number) => void;
  setOutcome: (outcome: ImportOutcome) => void;
}

/**
 * What the last import said. Global because it must outlive the event inspector: starting a replay opens a
 * fresh session, which remounts the inspector, and the line-numbered errors must still be there to read.
 */
export const useImportOutcome = create<ImportState>()((set) => ({
  speed: 1,
  setSpeed: (speed) => set({ speed }),
  setOutcome: (outcome) => set({ outcome }),
}));
