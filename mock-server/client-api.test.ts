// The client's REST layer (src/api) against this server: the contract from both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../src/api/http';
import { createSessionApi, type SessionApi } from '../src/api/session-api';
import { SessionListStore } from '../src/api/session-list-store';
import { createMockServer, type MockServer } from './server';

let server: MockServer;
let api: SessionApi;
const noRetry = { retries: 0, delayMs: 0 };

beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
  api = createSessionApi(createHttp(server.url), noRetry);
});
afterAll(() => server.close());

describe('the session API against the mock server', () => {
  it('lists a persona’s sessions, most recent first', async () => {
    const list = await api.page('koen', 2, 0);
    expect(list.sessions).toHaveLength(2);
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    const [first, second] = list.sessions;
    expect(Date.parse(first!.lastActivity)).toBeGreaterThanOrEqual(Date.parse(second!.lastActivity));
  });

  it('loads history with tool calls', async () => {
    const { sessions } = await api.page('koen', 20, 0);
    const sessionId = sessions[0]!.sessionId;
    const history = await api.history(sessionId);
    expect(history.threadId).toBe(sessionId);
    expect(history.history.map((entry) => entry.role)).toContain('tool_call');
  });

  it('turns a 404 into an ApiError with the server’s detail', async () => {
    const failure = api.history('bestaat-niet');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'http', status: 404, message: 'Session not found' });
  });

  it('deletes a session', async () => {
    const { sessions } = await api.page('fatima', 20, 0);
    const victim = sessions[0]!.sessionId;
    await expect(api.remove(victim)).resolves.toMatchObject({ success: true });
    await expect(api.remove(victim)).rejects.toMatchObject({ status: 404 });
  });

  it('reports an unreachable server as a network error', async () => {
    const offline = createSessionApi(createHttp('http://127.0.0.1:9'), noRetry);
    await expect(offline.page('koen', 20, 0)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('SessionListStore against the mock server', () => {
  it('loads the list page by page until totalCount', async () => {
    const store = new SessionListStore((limit, offset) => api.page('koen', limit, offset), 2);
    await store.load();
    expect(store.getSnapshot().sessions).toHaveLength(2);
    const total = store.getSnapshot().totalCount;
    while (store.getSnapshot().hasMore) await store.loadMore();
    expect(store.getSnapshot().sessions).toHaveLength(total);
    await store.load();
    expect(store.getSnapshot().sessions).toHaveLength(total);
  });
});
