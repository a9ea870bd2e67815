import { AbstractAgent } from '@ag-ui/client';
import type { BaseEvent, Message } from '@ag-ui/core';
import { Observable } from 'rxjs';
import { threadId } from './streams';

/** An @ag-ui/client agent whose transport replays a prepared event array synchronously. */
export class ReplayAgent extends AbstractAgent {
  private readonly events: readonly BaseEvent[];

  constructor(events: readonly BaseEvent[], initialMessages: Message[] = []) {
    super({ agentId: 'bench', threadId, initialMessages });
    this.events = events;
  }

  override run(): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      for (const event of this.events) subscriber.next(event);
      subscriber.complete();
    });
  }
}

/** One full `runAgent()` with the default pipeline (enforce, verify, defaultApplyEvents, message/state updates). */
export async function runBaseline(events: readonly BaseEvent[], initialMessages: Message[] = []): Promise<ReplayAgent> {
  const agent = new ReplayAgent(events, initialMessages);
  await agent.runAgent({ runId: 'bench-run' });
  return agent;
}
