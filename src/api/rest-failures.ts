/** A failed REST call as the event inspector shows it: the request and its technical cause, never shown in a sentence. */
export interface RestFailure {
  /** `PUT /sessions/{id}`: method and path, without the query (it may name a user). */
  request: string;
  kind: string;
  status?: number;
  cause: string;
}

type Listener = (failure: RestFailure) => void;

/** Where REST failures go: the live session writes them to its event log. */
export function createRestFailures() {
  const listeners = new Set<Listener>();
  return {
    report(failure: RestFailure) {
      for (const listener of listeners) listener(failure);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's one channel. */
export const restFailures = createRestFailures();
