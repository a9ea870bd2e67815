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

/** The app's one channel for REST failures: the live session writes them to its event log. */
export const restFailures = {
  report: (failure: RestFailure) => listeners.forEach((listener) => listener(failure)),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
