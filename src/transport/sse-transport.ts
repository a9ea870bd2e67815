import { createParser } from 'eventsource-parser';
import type { ConnectionStatus } from '../model/session-state';
import type { ClientFrame } from '../protocol/commands';
import { toAguiRunInput } from './agui-run-input';
import type { Transport, TransportOptions } from './transport';
import type { IncomingFrame, TransportMessage } from './transport-message';

/** 4xx means the server will refuse it again; 408 and 429 are about timing, so worth a retry. */
const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/** An event's data, read once here: its JSON (validated by the session), or the text as it came when it is not JSON. */
function readData(data: string): IncomingFrame {
  try {
    return { event: JSON.parse(data) as unknown, size: data.length };
  } catch {
    return data;
  }
}

/** Whether a frame read here ends its run (the session validates it; here only its `type` is looked at). */
const endsRun = (frame: IncomingFrame): boolean => {
  if (typeof frame !== 'object' || !('event' in frame)) return false;
  const { event } = frame;
  const type = typeof event === 'object' && event !== null && 'type' in event ? event.type : undefined;
  return type === 'RUN_FINISHED' || type === 'RUN_ERROR';
};

/** Reads an SSE body and hands on the events of each network chunk together; resolves when the body ends. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onFrames: (frames: readonly IncomingFrame[]) => void,
): Promise<void> {
  let frames: IncomingFrame[] = [];
  const parser = createParser({ onEvent: (event) => frames.push(readData(event.data)) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parser.feed(decoder.decode(chunk.value, { stream: true }));
    if (frames.length === 0) continue;
    const batch = frames;
    frames = [];
    onFrames(batch);
  }
}

/** See createSseTransport. */
class SseTransport implements Transport {
  private readonly listeners = new Set<(message: TransportMessage) => void>();
  private readonly now: () => number;
  private current: ConnectionStatus = 'closed';
  private request: AbortController | undefined;

  constructor(private readonly options: TransportOptions) {
    this.now = options.now ?? Date.now;
  }

  status = () => this.current;

  subscribe(listener: (message: TransportMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  connect(): void {
    if (this.current !== 'open') this.setStatus('open');
  }

  reconnectNow(): void {
    this.connect();
  }

  /** Gives up on the request of the moment; what it carried waits to be posted again. */
  restart(): void {
    if (this.current === 'closed') return;
    this.abort();
    this.setStatus('reconnecting');
    this.setStatus('open');
  }

  /** Stop: aborting the request is AG-UI's cancel; the connection stays as it was. */
  cancelRun(): void {
    this.abort();
  }

  close(): void {
    this.abort();
    this.setStatus('closed');
  }

  /** Posts a run with the whole conversation (a new one aborts the one streaming); anything else cannot go over plain AG-UI. */
  send(frame: ClientFrame): boolean {
    const input = this.current === 'open' ? toAguiRunInput(frame, this.options.runHistory?.()) : undefined;
    if (!input) return false;
    this.abort();
    const request = new AbortController();
    this.request = request;
    void this.post(JSON.stringify(input), request.signal);
    return true;
  }

  private async post(body: string, signal: AbortSignal): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    let started = false;
    let ended = false;
    try {
      const response = await doFetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body,
        signal,
      });
      if (!response.ok || !response.body) {
        const reason = `the agent answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
        return this.emit({ kind: 'failed', reason, retryable: retryableStatus(response.status), at: this.now() });
      }
      await readEvents(response.body, (frames) => {
        started = true;
        ended = endsRun(frames[frames.length - 1]!);
        this.emit({ kind: 'frames', frames, at: this.now() });
      });
    } catch (error) {
      if (signal.aborted) return;
      if (!started)
        return this.emit({ kind: 'failed', reason: `POST failed: ${String(error)}`, retryable: true, at: this.now() });
    }
    if (signal.aborted || this.request?.signal !== signal) return;
    this.request = undefined;
    // A stream that broke off mid-run counts as a lost connection, so the run is reconciled from the history.
    if (started && !ended) this.restart();
  }

  private abort(): void {
    this.request?.abort();
    this.request = undefined;
  }

  private emit(message: TransportMessage): void {
    this.listeners.forEach((listener) => listener(message));
  }

  private setStatus(status: ConnectionStatus): void {
    this.current = status;
    this.emit({ kind: 'status', status, at: this.now() });
  }
}

/**
 * AG-UI's standard HTTP transport: each run is a POST of a RunAgentInput to the agent's URL,
 * answered by its events as Server-Sent Events. There is no connection to keep: a failed POST is
 * reported (`failed`) and never retried by itself, and a new run or stop aborts the streaming one.
 */
export function createSseTransport(options: TransportOptions): Transport {
  return new SseTransport(options);
}
