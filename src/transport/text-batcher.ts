/**
 * Collects text frames into batches: one goes at once when the last batch went more than `minGapMs` ago, else
 * when that gap is over, and never more than `maxBatch` frames wait. A slow stream is passed on without delay;
 * a burst costs the page about one batch (one store update) per animation frame, none so large that it holds a
 * frame up. The socket worker batches this way, and so does the page's own socket (`?socket=main`), so each path
 * has exactly one batching stage.
 */
export function createTextBatcher(
  post: (texts: string[]) => void,
  { minGapMs = 16, maxBatch = 512, now = () => performance.now() } = {},
) {
  let texts: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPost = Number.NEGATIVE_INFINITY;
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (texts.length === 0) return;
    lastPost = now();
    const batch = texts;
    texts = [];
    post(batch);
  };
  return {
    push(text: string): void {
      texts.push(text);
      if (texts.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, Math.max(0, lastPost + minGapMs - now()));
    },
    /** Posts what waits now: before anything that must keep its place after it (a binary frame, the close). */
    flush,
  };
}
