export interface ReplayFrame {
  /** When the frame originally arrived (epoch ms); only the gaps between frames matter. */
  at: number;
  /** The frame as it came off the socket, so it goes through the same parsing as a live one. */
  text: string;
}

const longestPauseMs = 2_000;
const batchWhenInstant = 200;

/**
 * Plays recorded frames back with their original pacing divided by `speed` (pauses longer than
 * two seconds are shortened); speed 0 plays as fast as possible, in batches that leave the page
 * responsive. Returns a stop function.
 */
export function playReplay(
  frames: readonly ReplayFrame[],
  speed: number,
  deliver: (frame: ReplayFrame, index: number) => void,
): () => void {
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const stopAt = Math.min(frames.length, speed > 0 ? index + 1 : index + batchWhenInstant);
    for (; index < stopAt; index++) deliver(frames[index]!, index);
    if (index >= frames.length) return;
    const gap =
      speed > 0 ? Math.min(longestPauseMs, Math.max(0, frames[index]!.at - frames[index - 1]!.at)) / speed : 0;
    timer = setTimeout(next, gap);
  };
  timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
