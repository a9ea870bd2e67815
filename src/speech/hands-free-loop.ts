import type { SttError } from './stt-adapter';

/**
 * `listening`: the microphone is on. `answering`: waiting for the answer to run and be read aloud.
 * `approval`: an approval request waits for a click; the microphone stays off.
 */
export type LoopPhase = 'off' | 'listening' | 'answering' | 'approval';

export interface LoopState {
  phase: LoopPhase;
  /** A question was sent and its run has not ended yet. */
  awaitingRun: boolean;
}

export type LoopEvent =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'heard'; text: string }
  | { type: 'failed'; error: SttError }
  | { type: 'runEnded' }
  /** No run active, nothing being read aloud, no approval waiting. */
  | { type: 'quiet' }
  | { type: 'approval'; id: string }
  /** No approval waits any more. */
  | { type: 'approvalDone' };

export type LoopEnd = 'stopped' | SttError;

export type LoopEffect =
  | { type: 'listen' }
  | { type: 'stopListening' }
  | { type: 'send'; text: string }
  | { type: 'readApproval'; id: string }
  | { type: 'ended'; reason: LoopEnd };

export interface LoopStep {
  state: LoopState;
  effects: LoopEffect[];
}

export const loopOff: LoopState = { phase: 'off', awaitingRun: false };

const stopWords = new Set(['stop', 'stoppen']);

/** "Stop" or "stoppen" as the whole utterance (case, punctuation and spaces aside). */
export const isStopWord = (text: string): boolean =>
  stopWords.has(
    text
      .toLowerCase()
      .replace(/[^\p{L}\s]/gu, '')
      .trim(),
  );

const end = (state: LoopState, reason: LoopEnd): LoopStep => ({
  state: loopOff,
  effects: [...(state.phase === 'listening' ? [{ type: 'stopListening' } as const] : []), { type: 'ended', reason }],
});

function onHeard(state: LoopState, text: string): LoopStep {
  if (isStopWord(text)) return end(state, 'stopped');
  if (!text.trim()) return end(state, 'no-speech');
  return { state: { phase: 'answering', awaitingRun: true }, effects: [{ type: 'send', text: text.trim() }] };
}

/**
 * The hands-free conversation as a pure step: listen → send → wait for the run to end and the answer to be
 * read → listen again. Approvals are never decided by voice: a request stops the microphone, asks for its
 * question to be read, and waits until no approval is left. "Stop", a failure or silence ends the loop with
 * the reason. Events that do not apply to the phase change nothing (the same state object comes back).
 */
export function stepLoop(state: LoopState, event: LoopEvent): LoopStep {
  const same: LoopStep = { state, effects: [] };
  if (state.phase === 'off')
    return event.type === 'start' ? { state: { phase: 'answering', awaitingRun: false }, effects: [] } : same;
  switch (event.type) {
    case 'stop':
      return end(state, 'stopped');
    case 'heard':
      return state.phase === 'listening' ? onHeard(state, event.text) : same;
    case 'failed':
      return state.phase === 'listening' ? end(state, event.error) : same;
    case 'runEnded':
      return state.awaitingRun ? { state: { ...state, awaitingRun: false }, effects: [] } : same;
    case 'quiet':
      return state.phase === 'answering' && !state.awaitingRun
        ? { state: { ...state, phase: 'listening' }, effects: [{ type: 'listen' }] }
        : same;
    case 'approval':
      return {
        state: { ...state, phase: 'approval' },
        effects: [
          ...(state.phase === 'listening' ? [{ type: 'stopListening' } as const] : []),
          { type: 'readApproval', id: event.id },
        ],
      };
    case 'approvalDone':
      return state.phase === 'approval' ? { state: { ...state, phase: 'answering' }, effects: [] } : same;
    default:
      return same;
  }
}
