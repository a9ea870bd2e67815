import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './http';
import { createQueryClient } from './query-client';
import { createQueryFactories } from './query-factories';
import { createRestApi } from './rest-api';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function factories(server: (url: string) => Promise<Response>) {
  const fetchImpl = vi.fn((input: RequestInfo | URL) => server(String(input)));
  const rest = createRestApi(createHttp('http://api', fetchImpl as unknown as typeof fetch));
  return { queries: createQueryFactories(rest), client: createQueryClient({ retry: false }), fetchImpl };
}

describe('server detection', () => {
  it('takes a server with GET / for the current contract, naming it and its health when it does', async () => {
    const { queries, client } = factories((url) =>
      url.endsWith('/health')
        ? json({ status: 'healthy', service: 'agora' })
        : json({ service: 'AGORA', version: '2.0.0', websocket: '/ws' }),
    );
    expect(await client.fetchQuery(queries.serverQueries.info())).toEqual({
      contract: '2.5',
      service: 'AGORA',
      version: '2.0.0',
      health: 'healthy',
      can: { users: true, preferences: true, agents: true, rename: true },
    });
  });

  it('reads what a server has per route: AGORA’s older mock lists its routes, without agents, preferences or rename', async () => {
    const listing = { websocket: '/ws', sessions: '/sessions', users: '/users', currentUser: '/users/me' };
    const { queries, client, fetchImpl } = factories((url) =>
      url.endsWith('/health')
        ? json({ status: 'healthy' })
        : json({ service: 'AGORA Mock Server', endpoints: listing }),
    );
    expect(await client.fetchQuery(queries.serverQueries.info())).toMatchObject({
      contract: '2.5',
      can: { users: true, preferences: false, agents: false, rename: false },
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const newer = factories(() => json({ endpoints: { ...listing, agents: '/agents' } }));
    expect((await newer.client.fetchQuery(newer.queries.serverQueries.info())).can).toEqual({
      users: true,
      preferences: true,
      agents: true,
      rename: true,
    });
  });

  it('takes a missing /agents or preferences route (404, 405) as absent, not as a failure', async () => {
    const { queries, client } = factories(() => json({ detail: 'Method Not Allowed' }, 405));
    expect(await client.fetchQuery(queries.agentQueries.list())).toBeNull();
    expect(await client.fetchQuery(queries.userQueries.preferences('koen'))).toBeNull();
    const down = factories(() => json({ detail: 'Interne fout' }, 500));
    await expect(down.client.fetchQuery(down.queries.agentQueries.list())).rejects.toMatchObject({ status: 500 });
  });

  it('takes a 404 for GET / as a v2.4.1 server, and a server that cannot be reached as unknown', async () => {
    const legacy = factories((url) =>
      url.endsWith('/health') ? json({ status: 'ok' }) : json({ detail: 'Not found' }, 404),
    );
    expect(await legacy.client.fetchQuery(legacy.queries.serverQueries.info())).toEqual({
      contract: '2.4.1',
      health: 'ok',
      can: { users: false, preferences: false, agents: false, rename: false },
    });
    const bare = factories(() => json({ detail: 'Not found' }, 404));
    expect(await bare.client.fetchQuery(bare.queries.serverQueries.info())).toMatchObject({ contract: '2.4.1' });
    const down = factories(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.client.fetchQuery(down.queries.serverQueries.info())).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('server detection behind AGORA’s nginx, where GET / is this app’s page', () => {
  const page = () => Promise.resolve(new Response('<!doctype html><title>HAI</title>', { status: 200 }));

  it('asks GET /agents instead: an answer means the current contract, a 404 the older one', async () => {
    const current = factories((url) =>
      url.endsWith('/agents')
        ? json({ active_agents: [], inactive_agents: [] })
        : url.endsWith('/health')
          ? json({})
          : page(),
    );
    expect(await current.client.fetchQuery(current.queries.serverQueries.info())).toMatchObject({ contract: '2.5' });
    const older = factories((url) => (url.endsWith('/agents') ? json({ detail: 'Not found' }, 404) : page()));
    expect(await older.client.fetchQuery(older.queries.serverQueries.info())).toMatchObject({ contract: '2.4.1' });
  });
});

describe('the agent list', () => {
  it('reads the OpenAPI shape and the prose one alike', async () => {
    const agent = { id: 'regulation-agent', name: 'Regelgeving Specialist' };
    for (const body of [
      { active_agents: [agent], inactive_agents: [] },
      { success: true, agents: [agent] },
    ]) {
      const { queries, client } = factories(() => json(body));
      const list = await client.fetchQuery(queries.agentQueries.list());
      expect(list?.active_agents).toEqual([agent]);
    }
  });
});

describe('the session list', () => {
  it('pages with offsets until the total, each page at most the page size', async () => {
    const { queries, client, fetchImpl } = factories((url) => {
      const offset = Number(new URL(url).searchParams.get('offset'));
      const sessions = Array.from({ length: offset === 0 ? 20 : 5 }, (_, n) => ({
        sessionId: `s${offset + n}`,
        userId: 'u',
        title: 't',
        messageCount: 1,
        createdAt: '',
        lastActivity: '',
      }));
      return json({ success: true, sessions, totalCount: 25 });
    });
    const options = queries.sessionQueries.list('u');
    await client.fetchInfiniteQuery(options);
    await client.fetchInfiniteQuery({ ...options, pages: 2, staleTime: 0 });
    const data = client.getQueryData(options.queryKey);
    expect(data?.pages.map((page) => page.sessions.length)).toEqual([20, 5]);
    expect(options.getNextPageParam(data!.pages[1]!, data!.pages, 20, [0, 20])).toBeUndefined();
    expect(fetchImpl.mock.calls.map(([url]) => new URL(String(url)).search)).toContain('?user_id=u&limit=20&offset=20');
  });
});
