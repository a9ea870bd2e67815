// The client's REST layer (src/api) against this server: the contract from both sides.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './server';
import { ApiError, createHttp } from '../src/api/http';
import { createSessionQueries, type SessionQueries } from '../src/api/session-queries';

let server: MockServer;
let queries: SessionQueries;
let client: QueryClient;

beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
  queries = createSessionQueries(createHttp(server.url));
});
afterAll(() => server.close());
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('sessionQueries against the mock server', () => {
  it('lists a persona’s sessions, most recent first', async () => {
    const list = await client.fetchQuery(queries.list('koen', { limit: 2 }));
    expect(list.sessions).toHaveLength(2);
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    const [first, second] = list.sessions;
    expect(Date.parse(first!.lastActivity)).toBeGreaterThanOrEqual(Date.parse(second!.lastActivity));
    expect(queries.list('koen', { limit: 2 }).queryKey).toEqual(['sessions', 'list', 'koen', { limit: 2, offset: 0 }]);
  });

  it('loads history with tool calls and the metadata', async () => {
    const { sessions } = await client.fetchQuery(queries.list('koen'));
    const sessionId = sessions[0]!.sessionId;
    const history = await client.fetchQuery(queries.history(sessionId));
    expect(history.threadId).toBe(sessionId);
    expect(history.history.map((entry) => entry.role)).toContain('tool_call');
    const metadata = await client.fetchQuery(queries.metadata(sessionId));
    expect(metadata.session.sessionId).toBe(sessionId);
  });

  it('turns a 404 into an ApiError with the server’s detail', async () => {
    const failure = client.fetchQuery(queries.metadata('bestaat-niet'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'http', status: 404, message: 'Session not found' });
  });

  it('deletes a session', async () => {
    const { sessions } = await client.fetchQuery(queries.list('fatima'));
    const victim = sessions[0]!.sessionId;
    await expect(queries.remove(victim)).resolves.toMatchObject({ success: true });
    await expect(queries.remove(victim)).rejects.toMatchObject({ status: 404 });
  });

  it('reports an unreachable server as a network error', async () => {
    const offline = createSessionQueries(createHttp('http://127.0.0.1:9'));
    await expect(client.fetchQuery(offline.list('koen'))).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('sessionQueries.pages', () => {
  it('loads the list page by page until totalCount', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = queries.pages('koen', 2);
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0]!.sessions).toHaveLength(2);
    const total = first.pages[0]!.totalCount;
    let data = first;
    while (options.getNextPageParam(data.pages.at(-1)!, data.pages, data.pageParams.at(-1)!, data.pageParams) !== undefined) {
      data = await client.fetchInfiniteQuery({ ...options, pages: data.pages.length + 1 });
    }
    expect(data.pages.flatMap((page) => page.sessions)).toHaveLength(total);
  });
});
