import { WebSocket } from 'ws';
import { fieldOf } from '../src/lib/record';
import { runInput } from './test-client';
import { waitFor } from './wait-for';

/** A WebSocket client for tests that keeps every frame as text, parseable or not. */
export class RawClient {
  readonly frames: string[] = [];
  closeCode: number | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(String(data)));
    ws.on('close', (code) => (this.closeCode = code));
  }

  static connect(url: string): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const client = new RawClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  startRun(threadId: string, text = 'Hallo'): void {
    this.ws.send(JSON.stringify(runInput({ threadId, text })));
  }

  /** Each frame's `type`, or `<invalid>` when it is not JSON. */
  types(): string[] {
    return this.frames.map((frame) => {
      try {
        return String(fieldOf(JSON.parse(frame), 'type'));
      } catch {
        return '<invalid>';
      }
    });
  }

  waitForType(type: string): Promise<string[]> {
    return waitFor(() => this.types().includes(type) && this.types(), type);
  }

  /** Waits until no frame has come for `quietMs`, and returns how many there are. */
  async quiet(quietMs = 100): Promise<number> {
    let seen = -1;
    let since = Date.now();
    return waitFor(() => {
      if (this.frames.length !== seen) [seen, since] = [this.frames.length, Date.now()];
      return Date.now() - since >= quietMs && seen;
    }, `${quietMs} ms without frames`);
  }

  finished(): Promise<string[]> {
    return waitFor(() => this.types().includes('RUN_FINISHED') && this.types(), 'RUN_FINISHED');
  }

  closed(): Promise<number> {
    return waitFor(() => this.closeCode, 'close');
  }

  close(): void {
    this.ws.terminate();
  }
}
