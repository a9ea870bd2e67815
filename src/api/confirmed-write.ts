import { ApiError, isCut } from './http';

/** What a write's reading back found: it is done (with the result the server would have sent), or it is not. */
export type Found<T> = { done: true; result: T } | { done: false };

export interface ConfirmedWrite<T> {
  write: () => Promise<T>;
  /** Reads back whether the write took effect. */
  verify: () => Promise<Found<T>>;
  /** An HTTP refusal that can mean "already done" (a 409 for what was sent, a 404 for what was deleted). */
  maybeDone?: (status: number) => boolean;
}

/**
 * A write whose answer was lost is never sent again blindly: the server is asked what it holds, and the write is
 * reported as what the server did — done, or (when the read back says so) not done, with the original failure.
 */
export async function confirmedWrite<T>({ write, verify, maybeDone = () => false }: ConfirmedWrite<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const worthAsking =
      isCut(error) || (error instanceof ApiError && error.kind === 'http' && maybeDone(error.status ?? 0));
    if (!worthAsking) throw error;
    const found = await verify().catch(() => ({ done: false }) as const);
    if (found.done) return found.result;
    throw error;
  }
}
