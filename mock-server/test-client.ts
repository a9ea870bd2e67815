import { WebSocket } from 'ws';
import type { ApprovalDecision } from '../scenarios/flatten-script';
import { stringField } from '../src/lib/record';
import { AgoraEvent } from '../src/protocol/agora-events';

export type WireEvent = Record<string, unknown> & { type: string; name?: string; value?: unknown };

/** A scripted WebSocket client for tests: buffers every event and waits for the ones it expects. */
export class TestClient {
  readonly events: WireEvent[] = [];
  private cursor = 0;
  private wake: (() => void) | undefined;
  private closed = false;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.events.push(JSON.parse(String(data)) as WireEvent);
      this.wake?.();
    });
    ws.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  /** `headers` go with the upgrade request (e.g. the `Host` a client behind another name would send). */
  static connect(url: string, headers?: Record<string, string>): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new TestClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The events after the last call, up to and including the first that matches. */
  async until(match: (event: WireEvent) => boolean, timeoutMs = 5000): Promise<WireEvent[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex((event, i) => i >= this.cursor && match(event));
      if (index >= 0) {
        const batch = this.events.slice(this.cursor, index + 1);
        this.cursor = index + 1;
        return batch;
      }
      if (this.closed) throw new Error('connection closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `timed out; got ${this.events
            .slice(this.cursor)
            .map((e) => e.name ?? e.type)
            .join(', ')}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Sends a user message (as persona `koen` unless `userId` says otherwise) and returns the run's events, answering approvals with `decide`. */
  async run(
    input: { threadId: string; text: string; runId?: string; userId?: string },
    decide?: (request: { approvalId: string }) => ApprovalDecision,
  ): Promise<WireEvent[]> {
    this.send(runInput(input));
    const events: WireEvent[] = [];
    for (;;) {
      const batch = await this.until((e) => e.type === 'RUN_FINISHED' || e.name === AgoraEvent.toolApprovalRequest);
      events.push(...batch);
      const last = batch.at(-1);
      if (last?.type === 'RUN_FINISHED') return events;
      if (!decide) throw new Error('approval requested but the test gave no decision');
      const approvalId = stringField(last?.value, 'approvalId');
      if (approvalId === undefined) throw new Error('approval request without an approvalId');
      this.send(approvalResponse(approvalId, decide({ approvalId })));
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** A contract-exact RunAgentInput with one user message. */
export function runInput(input: {
  threadId: string;
  text: string;
  runId?: string;
  userId?: string;
}): Record<string, unknown> {
  const { text, userId = 'koen', ...rest } = input;
  return { ...rest, userId, messages: [{ id: `m-${Date.now()}`, role: 'user', content: text }], context: {} };
}

export function approvalResponse(approvalId: string, decision: ApprovalDecision): unknown {
  return { type: 'CUSTOM', name: AgoraEvent.toolApprovalResponse, value: { approvalId, ...decision } };
}

/** An event's custom name, else its type: how the tests list a stream. */
export const eventLabel = (event: { type: string; name?: unknown }): string => String(event.name ?? event.type);

/** What a run AGORA cancels late ends with, in order (`late-close.ts`). */
export const lateClosing = [
  'TEXT_MESSAGE_END',
  'agora:spoken_text_end',
  'STEP_FINISHED',
  'STATE_SNAPSHOT',
  'RUN_FINISHED',
] as const;
