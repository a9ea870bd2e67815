/** Page → socket worker. */
export type WorkerCommand =
  { kind: 'open'; url: string } | { kind: 'send'; text: string } | { kind: 'close'; code?: number; reason?: string };

/** Socket worker → page, in the order things happened on the socket. */
export type WorkerReport =
  | { kind: 'open' }
  | { kind: 'frames'; texts: string[] }
  | { kind: 'binary'; size: number }
  | { kind: 'error' }
  | { kind: 'close'; code: number; reason: string };

/** What the page needs of the socket worker (a fake in tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerReport>) => void) | null;
  postMessage(command: WorkerCommand): void;
  terminate(): void;
}
