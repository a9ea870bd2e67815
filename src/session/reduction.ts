import type { StoreApi } from 'zustand/vanilla';
import { reduceSession } from '../model/reduce-session';
import type { SessionInput } from '../model/session-input';
import type { SessionState } from '../model/session-state';
import { createFrameBatcher } from './frame-batcher';

type FramesListener = (inputs: readonly SessionInput[]) => void;

/** The store and its reduction: frames per animation frame when batching, local inputs at once (after what waits). */
export function createReduction(store: StoreApi<SessionState>, batchFrames: boolean | undefined) {
  let afterFrames: FramesListener = () => {};
  const reduceAll = (inputs: readonly SessionInput[]) => {
    const previous = store.getState();
    let next = previous;
    for (const input of inputs) next = reduceSession(next, input);
    if (next !== previous) store.setState(next, true);
  };
  const batcher = batchFrames
    ? createFrameBatcher((inputs) => {
        reduceAll(inputs);
        afterFrames(inputs);
      })
    : undefined;
  return {
    dispatch(input: SessionInput) {
      batcher?.release();
      reduceAll([input]);
    },
    receive(input: SessionInput) {
      if (batcher) return batcher.push(input);
      reduceAll([input]);
      afterFrames([input]);
    },
    applyHeldFrames: () => batcher?.release(),
    discard: () => batcher?.discard(),
    /** What follows the frames once they are in the store (one listener). */
    onFrames(listener: FramesListener) {
      afterFrames = listener;
    },
  };
}

export type Reduction = ReturnType<typeof createReduction>;
