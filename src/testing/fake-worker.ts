import type { WorkerCommand, WorkerLike, WorkerReport } from '../transport/worker-protocol';

/** A socket worker for tests: records what the page told it, and reports what a test says. */
export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerReport>) => void) | null = null;
  readonly commands: WorkerCommand[] = [];
  terminated = false;
  postMessage(command: WorkerCommand): void {
    this.commands.push(command);
  }
  terminate(): void {
    this.terminated = true;
  }
  report(report: WorkerReport): void {
    this.onmessage?.({ data: report } as MessageEvent<WorkerReport>);
  }
}
