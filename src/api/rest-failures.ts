/** A failed REST call as the event inspector shows it: the request and its technical cause, never shown in a sentence. */
export interface RestFailure {
  /** `PUT /sessions/{id}`: method and path, without the query (it may name a user). */
  request: string;
  kind: string;
  status?: number;
  cause: string;
}

type Listener = (failure: RestFailure) => void;
const listeners = new Set<Listener>();

/**
 * Answers cut but used (`too-deep`): their data stays in use when the inspector opens another conversation
 * (the session list above all), so the session opened later hears of them too. The last few, one per request.
 */
const inUse = new Map<string, RestFailure>();
const inUseCap = 20;

function keepInUse(failure: RestFailure): void {
  inUse.delete(failure.request);
  inUse.set(failure.request, { ...failure, cause: `${failure.cause} (data still in use)` });
  if (inUse.size > inUseCap) inUse.delete(inUse.keys().next().value!);
}

/**
 * The app's one channel for REST failures: the live session writes them to its event log. Global because they are
 * noticed deep in the REST layer, outside React and before any session: a request that failed, but also answers
 * that succeeded in part (cut too deep, entries off-contract) and searches, which React Query's cache never sees
 * as errors.
 */
export const restFailures = {
  report(failure: RestFailure) {
    if (failure.kind === 'too-deep') keepInUse(failure);
    listeners.forEach((listener) => listener(failure));
  },
  /** `request` answered in full again: its cut answer is no longer in use. */
  answered: (request: string) => void inUse.delete(request),
  /** Also tells a new listener the cut answers still in use. */
  subscribe(listener: Listener) {
    listeners.add(listener);
    inUse.forEach((failure) => listener(failure));
    return () => void listeners.delete(listener);
  },
};
