// The client's REST layer (src/api) against this server: the contract from both sides.
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../src/api/http';
import { createQueryClient } from '../src/api/query-client';
import { createQueryFactories } from '../src/api/query-factories';
import { createRestApi, type RestApi } from '../src/api/rest-api';
import { createMockServer, type MockServer } from './server';

let server: MockServer;
let api: RestApi;

beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
  api = createRestApi(createHttp(server.url));
});
afterAll(() => server.close());

describe('the REST API against the mock server', () => {
  it('lists a persona’s sessions, most recent first', async () => {
    const list = await api.sessions('koen', 2, 0);
    expect(list.sessions).toHaveLength(2);
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    const [first, second] = list.sessions;
    expect(Date.parse(first!.lastActivity)).toBeGreaterThanOrEqual(Date.parse(second!.lastActivity));
  });

  it('loads history with tool calls', async () => {
    const { sessions } = await api.sessions('koen', 20, 0);
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
    const { sessions } = await api.sessions('fatima', 20, 0);
    const victim = sessions[0]!.sessionId;
    await expect(api.deleteSession(victim)).resolves.toMatchObject({ success: true });
    // Asked again (its first answer lost on the way), the server finds nothing: gone, so done.
    await expect(api.deleteSession(victim)).resolves.toMatchObject({ success: true });
    await expect(api.history(victim)).rejects.toMatchObject({ status: 404 });
  });

  it('reports an unreachable server as a network error', async () => {
    const offline = createRestApi(createHttp('http://127.0.0.1:9'));
    await expect(offline.sessions('koen', 20, 0)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('the query factories against the mock server', () => {
  it('load the session list page by page until totalCount (130 sessions)', async () => {
    const client = createQueryClient({ retry: false });
    const { sessionQueries } = createQueryFactories(api);
    const observer = new InfiniteQueryObserver(client, sessionQueries.list('veel'));
    await observer.refetch();
    let result = observer.getCurrentResult();
    const total = result.data!.pages[0]!.totalCount;
    while (result.hasNextPage) result = await observer.fetchNextPage();
    const sessions = result.data!.pages.flatMap((page) => page.sessions);
    expect(total).toBe(130);
    expect(new Set(sessions.map((session) => session.sessionId)).size).toBe(total);
  });
});
