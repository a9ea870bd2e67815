import type { ConnectionStatus } from '../model/session-state';
import type { ClientFrame } from '../protocol/commands';
import { backoffDelay, defaultBackoff, type BackoffOptions } from './backoff';
import { pageSockets } from './page-socket';
import type { SocketLike } from './socket-like';
import type { TransportMessage } from './transport-message';

export interface SocketClientOptions {
  url: string;
  /** The URL of each new connection (the gateway's key as `token`), read when it opens, so a new key applies. */
  authorize?: (url: string) => string;
  createSocket?: (url: string) => SocketLike;
  /** The gateway refused the key (close 4001): ask for one; the client waits for `reconnectNow`. */
  onUnauthorized?: () => void;
  now?: () => number;
  random?: () => number;
  backoff?: BackoffOptions;
  /** Whether the browser believes it is online; offline waits for `online` instead of retrying. */
  isOnline?: () => boolean;
  /** An open connection counts as healthy (the backoff starts over) at its first frame or after this long. */
  healthyAfterMs?: number;
}

const defaultHealthyAfterMs = 10_000;

/** AGORA's API gateway accepts and closes at once with this code when the key is missing or wrong. */
const unauthorizedCloseCode = 4001;

const CONNECTING = 0;
const OPEN = 1;

/** Lets go of a socket without hearing from it again. */
function closeQuietly(socket: SocketLike): void {
  socket.onbatch = socket.onbinary = socket.onclose = null;
  // Closing a socket that is still connecting makes browsers log an error: let it open first.
  if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(1000, 'client closing');
  else {
    socket.onopen = null;
    socket.close(1000, 'client closing');
  }
}

/**
 * One WebSocket that keeps itself connected: reconnects with exponential backoff and full jitter for as long as
 * it is not closed on purpose; the backoff starts over only once a connection has proved healthy. It knows
 * nothing of AG-UI: frames in as they came, JSON out.
 */
export class ReconnectingSocket {
  private readonly now: () => number;
  private readonly listeners = new Set<(message: TransportMessage) => void>();
  private socket: SocketLike | undefined;
  private current: ConnectionStatus = 'closed';
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private healthyTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private refusedUrl: string | undefined;
  private openedUrl: string | undefined;

  constructor(private readonly options: SocketClientOptions) {
    this.now = options.now ?? Date.now;
  }

  status(): ConnectionStatus {
    return this.current;
  }

  subscribe(listener: (message: TransportMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  connect(): void {
    this.stopped = false;
    if (!this.socket && this.timer === undefined) this.open();
  }

  /** Connects at once, dropping any pending backoff (manual reconnect, `online`, tab visible). */
  reconnectNow(): void {
    if (this.stopped || this.current === 'open' || this.current === 'connecting') return;
    if (this.current === 'unauthorized' && this.url() === this.refusedUrl) return;
    this.detach();
    this.open();
  }

  reauthorize(keyed: boolean): void {
    if (this.stopped) return;
    // The same URL is the same key: an open connection with it stays (a run may be streaming on it).
    if (keyed && this.socket && this.current === 'open' && this.openedUrl === this.url()) return;
    this.detach();
    this.attempt = 0;
    if (keyed) return this.open();
    this.refusedUrl = this.url();
    this.setStatus('unauthorized');
  }

  /** Drops the current connection, even an open one, and connects again at once (e.g. a stuck run). */
  restart(): void {
    if (this.stopped) return;
    this.detach();
    this.attempt = 0;
    this.setStatus('reconnecting');
    this.open();
  }

  /** Writes a client frame as JSON when open; returns false (and writes nothing) otherwise. */
  send(frame: ClientFrame): boolean {
    return this.sendText(JSON.stringify(frame));
  }

  /** Writes text as it is (HAI v1.1's own frames) when open; returns false (and writes nothing) otherwise. */
  sendText(text: string): boolean {
    if (!this.socket || this.socket.readyState !== OPEN || this.current !== 'open') return false;
    this.socket.send(text);
    return true;
  }

  close(): void {
    this.stopped = true;
    this.detach();
    this.attempt = 0;
    this.setStatus('closed');
  }

  private url(): string {
    return this.options.authorize?.(this.options.url) ?? this.options.url;
  }

  private emit(message: TransportMessage): void {
    this.listeners.forEach((listener) => listener(message));
  }

  private setStatus(next: ConnectionStatus, nextAttemptAt?: number): void {
    this.current = next;
    const at = this.now();
    this.emit(
      nextAttemptAt === undefined
        ? { kind: 'status', status: next, at }
        : { kind: 'status', status: next, at, nextAttemptAt },
    );
  }

  private open(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const createSocket = this.options.createSocket ?? pageSockets();
    this.openedUrl = this.url();
    const socket = createSocket(this.openedUrl);
    this.socket = socket;
    this.listen(socket);
  }

  private listen(socket: SocketLike): void {
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.healthyTimer = setTimeout(() => this.markHealthy(), this.options.healthyAfterMs ?? defaultHealthyAfterMs);
      this.setStatus('open');
    };
    const received = (message: TransportMessage) => {
      if (this.socket !== socket) return;
      if (this.healthyTimer !== undefined) this.markHealthy();
      this.emit(message);
    };
    socket.onbatch = (texts) => received({ kind: 'frames', frames: texts, at: this.now() });
    socket.onbinary = (size) => received({ kind: 'binary', size, at: this.now() });
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.stopHealthyTimer();
      this.socket = undefined;
      if (this.stopped) return;
      // Retrying without a new key would be refused again, as fast as the backoff allows.
      if (event.code === unauthorizedCloseCode) {
        this.refusedUrl = this.url();
        this.setStatus('unauthorized');
        this.options.onUnauthorized?.();
      } else this.scheduleRetry();
    };
  }

  // A server that accepts the connection and then closes it on the first frame must not reset the
  // backoff each time, or the client reconnects (and re-sends) as fast as the server refuses.
  private markHealthy(): void {
    this.stopHealthyTimer();
    this.attempt = 0;
  }

  private stopHealthyTimer(): void {
    clearTimeout(this.healthyTimer);
    this.healthyTimer = undefined;
  }

  private scheduleRetry(): void {
    if (this.options.isOnline && !this.options.isOnline()) {
      this.setStatus('offline');
      return;
    }
    const delay = backoffDelay(
      this.attempt,
      this.options.random ?? Math.random,
      this.options.backoff ?? defaultBackoff,
    );
    this.attempt += 1;
    this.setStatus('reconnecting', this.now() + delay);
    this.timer = setTimeout(() => this.open(), delay);
  }

  private detach(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopHealthyTimer();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) closeQuietly(socket);
  }
}

/** AGORA's reconnecting WebSocket as a session's transport. */
export const createSocketClient = (options: SocketClientOptions): ReconnectingSocket => new ReconnectingSocket(options);
