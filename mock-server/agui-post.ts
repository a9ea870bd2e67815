import type { WireEvent } from './test-client';

/** POSTs a RunAgentInput to an AG-UI agent of the mock and reads its whole answer: the status and the SSE events. */
export async function postRun(url: string, body: unknown): Promise<{ status: number; events: WireEvent[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as WireEvent);
  return { status: response.status, events };
}
