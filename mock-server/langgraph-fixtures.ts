import { writeFileSync } from 'node:fs';
import { demoPrompts } from '../scenarios/demo-inspection';
import { sequentialIds } from '../scenarios/script';
import { jsonRequest } from './json-request';
import { createMockServer } from './server';
import { TestClient } from './test-client';
import type { WireEvent } from './test-client';

/** The Bella Rosa demo (start, finding, approved report) on one thread, as server-langgraph streams it. */
async function recordBellaRosa(): Promise<{ events: WireEvent[]; history: unknown }> {
  const server = await createMockServer({ port: 0, delay: 0, seed: false, backend: 'langgraph', ids: sequentialIds() });
  const client = await TestClient.connect(server.wsUrl);
  try {
    const threadId = 'bella-rosa-langgraph';
    const events: WireEvent[] = [];
    for (const [n, text] of [demoPrompts.start, demoPrompts.finding, demoPrompts.report].entries())
      events.push(...(await client.run({ threadId, runId: `run-${n + 1}`, text }, () => ({ approved: true }))));
    const history = await jsonRequest(`${server.url}/sessions/${threadId}/history?include_tools=true`);
    return { events, history: history.body };
  } finally {
    await client.close();
    await server.close();
  }
}

/** `tsx mock-server/langgraph-fixtures.ts <dir>` writes bella-rosa-run.json and bella-rosa-history.json. */
if (process.argv[1]?.endsWith('langgraph-fixtures.ts')) {
  const dir = process.argv[2] ?? 'src/testing/fixtures/langgraph';
  void recordBellaRosa().then(({ events, history }) => {
    writeFileSync(`${dir}/bella-rosa-run.json`, `${JSON.stringify(events, null, 2)}\n`);
    writeFileSync(`${dir}/bella-rosa-history.json`, `${JSON.stringify(history, null, 2)}\n`);
  });
}
