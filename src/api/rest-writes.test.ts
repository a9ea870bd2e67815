import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from './http';
import { createRestWrites } from './rest-writes';

interface Answer {
  status?: number;
  body?: string;
}
type Route = (method: string, path: string) => Answer;

/** A server that answers from `route`, where `cutNext` loses the next answer of that request line on the way. */
function server(route: Route) {
  const calls: string[] = [];
  const cuts = new Set<string>();
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    const line = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    calls.push(line);
    const { status = 200, body = '' } = route(init?.method ?? 'GET', url.pathname);
    const lost = cuts.delete(line);
    return Promise.resolve(new Response(lost ? body.slice(0, 7) : body, { status }));
  };
  return {
    calls,
    cutNext: (line: string) => cuts.add(line),
    writes: createRestWrites(createHttp('http://agora', fetchImpl)),
  };
}

const json = (value: unknown, status = 200): Answer => ({ status, body: JSON.stringify(value) });
const koen = { id: 'u1', name: 'Koen', email: 'koen@nvwa.nl', role: 'inspector' };

describe('REST writes whose answer is lost', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('a user created but whose answer was cut: read back, reported as created, never posted twice', async () => {
    let users: (typeof koen)[] = [];
    const agora = server((method, path) => {
      if (method === 'POST') {
        users = [koen];
        return json({ success: true, user: koen }, 201);
      }
      return path === '/users' ? json({ success: true, users, totalCount: users.length }) : json({}, 404);
    });
    agora.cutNext('POST /users');
    await expect(agora.writes.createUser({ name: 'Koen', email: 'koen@nvwa.nl' })).resolves.toEqual({
      success: true,
      user: koen,
    });
    expect(agora.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('a 409 for the user that was sent is that user; for another with the same e-mail it stays a refusal', async () => {
    const agora = server((method) =>
      method === 'POST'
        ? json({ detail: 'Email already exists' }, 409)
        : json({ success: true, users: [koen], totalCount: 1 }),
    );
    await expect(agora.writes.createUser({ name: 'Koen', email: 'KOEN@nvwa.nl' })).resolves.toMatchObject({
      user: { id: 'u1' },
    });
    await expect(agora.writes.createUser({ name: 'Sanne', email: 'koen@nvwa.nl' })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
    });
  });

  it('a delete that was done is done, whether its answer was cut or a second try finds nothing (404)', async () => {
    let there = true;
    const agora = server((method) => {
      if (method === 'DELETE') {
        const was = there;
        there = false;
        return was ? json({ success: true, deletedSessionsCount: 2 }) : json({ detail: 'User not found' }, 404);
      }
      return there ? json({ success: true, user: koen }) : json({ detail: 'User not found' }, 404);
    });
    agora.cutNext('DELETE /users/u1');
    await expect(agora.writes.deleteUser('u1')).resolves.toEqual({ success: true });
    await expect(agora.writes.deleteUser('u1')).resolves.toEqual({ success: true });
  });

  it('a write that the read back does not find stays the failure it was', async () => {
    const session = { sessionId: 's1', userId: 'u1', title: 'Oud', messageCount: 2, createdAt: 'x', lastActivity: 'x' };
    const agora = server((method) =>
      method === 'PUT'
        ? json({ success: true, session: { ...session, title: 'Nieuw' } })
        : json({ success: true, session }),
    );
    agora.cutNext('PUT /sessions/s1');
    await expect(agora.writes.renameSession('s1', 'Nieuw')).rejects.toMatchObject({ kind: 'cut' });
  });

  it('a rename, a user change and preferences whose answers were cut are read back as done', async () => {
    const renamed = {
      sessionId: 's1',
      userId: 'u1',
      title: 'Nieuw',
      messageCount: 2,
      createdAt: 'x',
      lastActivity: 'x',
    };
    const agora = server((_method, path) => {
      if (path.startsWith('/sessions')) return json({ success: true, session: renamed });
      if (path === '/users/me/preferences') return json({ success: true, preferences: { theme: 'dark' } });
      return json({ success: true, user: { ...koen, name: 'Koen B' } });
    });
    agora.cutNext('PUT /sessions/s1');
    agora.cutNext('PUT /users/u1?name=Koen+B');
    agora.cutNext('PUT /users/me/preferences?user_id=u1');
    await expect(agora.writes.renameSession('s1', 'Nieuw')).resolves.toMatchObject({ session: { title: 'Nieuw' } });
    await expect(agora.writes.updateUser('u1', { name: 'Koen B' })).resolves.toMatchObject({
      user: { name: 'Koen B' },
    });
    await expect(agora.writes.updatePreferences('u1', { theme: 'dark' })).resolves.toMatchObject({
      preferences: { theme: 'dark' },
    });
  });

  it('a refusal is never read back as done', async () => {
    const agora = server((method) =>
      method === 'DELETE' ? json({ detail: 'boom' }, 500) : json({ success: true, user: koen }),
    );
    await expect(agora.writes.deleteUser('u1')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(agora.calls).toEqual(['DELETE /users/u1']);
  });
});
