import { WebSocket } from 'ws';
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
    this.ws.send(JSON.stringify({ threadId, messages: [{ id: `m-${threadId}`, role: 'user', content: text }], tools: [], context: [] }));
  }

  /** Each frame's `type`, or `<invalid>` when it is not JSON. */
  types(): string[] {
    return this.frames.map((frame) => {
      try {
        return String((JSON.parse(frame) as { type?: unknown }).type);
      } catch {
        return '<invalid>';
      }
    });
  }

  finished(timeoutMs = 3000): Promise<string[]> {
    return waitFor(() => this.types().includes('RUN_FINISHED') && this.types(), timeoutMs, 'RUN_FINISHED');
  }

  closed(timeoutMs = 3000): Promise<number> {
    return waitFor(() => this.closeCode, timeoutMs, 'close');
  }

  close(): void {
    this.ws.terminate();
  }
}
