import { backoffDelay, defaultBackoff, type BackoffOptions } from './backoff';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

export type SocketMessage =
  | { kind: 'frame'; text: string; at: number }
  /** A binary frame: not AG-UI, but reported rather than dropped silently. */
  | { kind: 'binary'; size: number; at: number }
  | { kind: 'status'; status: SocketStatus; at: number; nextAttemptAt?: number };

export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface SocketClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
  random?: () => number;
  backoff?: BackoffOptions;
  /** Whether the browser believes it is online; offline waits for `online` instead of retrying. */
  isOnline?: () => boolean;
  /** An open connection counts as healthy (the backoff starts over) at its first frame or after this long. */
  healthyAfterMs?: number;
}

const defaultHealthyAfterMs = 10_000;

const CONNECTING = 0;

function binarySize(data: unknown): number {
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.size;
  return 0;
}
const OPEN = 1;

/**
 * One WebSocket that keeps itself connected: reconnects with exponential backoff and full
 * jitter for as long as it is not closed on purpose; the backoff starts over only once a
 * connection has proved healthy. It knows nothing of AG-UI: text in, text out.
 */
export function createSocketClient(options: SocketClientOptions) {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const listeners = new Set<(message: SocketMessage) => void>();
  let socket: SocketLike | undefined;
  let status: SocketStatus = 'closed';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let healthyTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;

  // A server that accepts the connection and then closes it on the first frame must not reset the
  // backoff each time, or the client reconnects (and re-sends) as fast as the server refuses.
  const markHealthy = () => {
    clearTimeout(healthyTimer);
    healthyTimer = undefined;
    attempt = 0;
  };

  const emit = (message: SocketMessage) => listeners.forEach((listener) => listener(message));
  const setStatus = (next: SocketStatus, nextAttemptAt?: number) => {
    status = next;
    emit(
      nextAttemptAt === undefined
        ? { kind: 'status', status: next, at: now() }
        : { kind: 'status', status: next, at: now(), nextAttemptAt },
    );
  };

  function open() {
    clearTimeout(timer);
    timer = undefined;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      healthyTimer = setTimeout(markHealthy, options.healthyAfterMs ?? defaultHealthyAfterMs);
      setStatus('open');
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      if (healthyTimer !== undefined) markHealthy();
      if (typeof event.data === 'string') emit({ kind: 'frame', text: event.data, at: now() });
      else emit({ kind: 'binary', size: binarySize(event.data), at: now() });
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      clearTimeout(healthyTimer);
      healthyTimer = undefined;
      socket = undefined;
      if (!stopped) scheduleRetry();
    };
  }

  function scheduleRetry() {
    if (options.isOnline && !options.isOnline()) {
      setStatus('offline');
      return;
    }
    const delay = backoffDelay(attempt, random, options.backoff ?? defaultBackoff);
    attempt += 1;
    setStatus('reconnecting', now() + delay);
    timer = setTimeout(open, delay);
  }

  function detach() {
    clearTimeout(timer);
    clearTimeout(healthyTimer);
    timer = undefined;
    healthyTimer = undefined;
    const current = socket;
    socket = undefined;
    if (!current) return;
    current.onmessage = current.onclose = null;
    // Closing a socket that is still connecting makes browsers log an error: let it open first.
    if (current.readyState === CONNECTING) current.onopen = () => current.close(1000, 'client closing');
    else {
      current.onopen = null;
      current.close(1000, 'client closing');
    }
  }

  return {
    status: () => status,
    subscribe(listener: (message: SocketMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      stopped = false;
      if (!socket && timer === undefined) open();
    },
    /** Connects at once, dropping any pending backoff (manual reconnect, `online`, tab visible). */
    reconnectNow() {
      if (stopped || status === 'open' || status === 'connecting') return;
      detach();
      open();
    },
    /** Drops the current connection, even an open one, and connects again at once (e.g. a stuck run). */
    restart() {
      if (stopped) return;
      detach();
      attempt = 0;
      setStatus('reconnecting');
      open();
    },
    /** Sends when open; returns false (and sends nothing) otherwise. */
    send(text: string): boolean {
      if (!socket || socket.readyState !== OPEN || status !== 'open') return false;
      socket.send(text);
      return true;
    },
    close() {
      stopped = true;
      detach();
      attempt = 0;
      setStatus('closed');
    },
  };
}

export type SocketClient = ReturnType<typeof createSocketClient>;
