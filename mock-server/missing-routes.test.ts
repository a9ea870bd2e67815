import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from './json-request';
import { personaUsers } from './persona-users';
import { createMockServer } from './server';
import type { MockServer } from './server';

let older: MockServer;
let noRename: MockServer;
beforeAll(async () => {
  older = await createMockServer({ port: 0, delay: 0, without: ['agents', 'preferences', 'rename'] });
  noRename = await createMockServer({ port: 0, delay: 0, without: ['rename'] });
});
afterAll(() => Promise.all([older.close(), noRename.close()]));

const koen = personaUsers[0]!.id;

describe('--without: a server that answers GET / but lacks routes, as AGORA’s older mock', () => {
  it('GET / answers as that mock: its name, no contract version, the routes it has', async () => {
    const { status, body } = await jsonRequest(`${older.url}/`);
    expect(status).toBe(200);
    expect(body).toEqual({
      service: 'AGORA Mock Server',
      version: '2.4.0',
      protocol: 'AG-UI Protocol v2.4.0',
      endpoints: {
        websocket: '/ws',
        sessions: '/sessions?user_id={user_id}',
        history: '/sessions/{id}/history?include_tools=true',
        users: '/users',
        currentUser: '/users/me',
      },
    });
    expect(((await jsonRequest(`${noRename.url}/`)).body.endpoints as object)['agents' as never]).toBe('/agents');
  });

  it('has no /agents and no preferences (404), and refuses a rename (405 with Allow)', async () => {
    expect(await jsonRequest(`${older.url}/agents`)).toMatchObject({ status: 404, body: { detail: 'Not found' } });
    const preferences = `${older.url}/users/me/preferences?user_id=${koen}`;
    expect(await jsonRequest(preferences)).toMatchObject({ status: 404, body: { detail: 'Not found' } });
    expect(await jsonRequest(preferences, { method: 'PUT', json: { theme: 'dark' } })).toMatchObject({ status: 404 });
    const sessions = (await jsonRequest(`${older.url}/sessions?user_id=koen`)).body.sessions as { sessionId: string }[];
    const id = sessions[0]!.sessionId;
    const rename = await jsonRequest(`${older.url}/sessions/${id}`, { method: 'PUT', json: { title: 'Nieuw' } });
    expect(rename).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(rename.headers.get('allow')).toBe('DELETE, OPTIONS');
  });

  it('keeps the rest: users, sessions, deleting', async () => {
    expect((await jsonRequest(`${older.url}/users?limit=10&offset=0`)).status).toBe(200);
    expect((await jsonRequest(`${noRename.url}/agents`)).status).toBe(200);
    expect((await jsonRequest(`${noRename.url}/users/me/preferences?user_id=${koen}`)).status).toBe(200);
    const sessions = (await jsonRequest(`${older.url}/sessions?user_id=koen`)).body.sessions as { sessionId: string }[];
    expect((await jsonRequest(`${older.url}/sessions/${sessions[0]!.sessionId}`, { method: 'DELETE' })).status).toBe(
      200,
    );
  });

  it('lists users by UUID, yet keeps their sessions under the persona name, as that mock did', async () => {
    const count = async (userId: string) =>
      (await jsonRequest(`${older.url}/sessions?user_id=${userId}&limit=1`)).body.totalCount as number;
    const users = (await jsonRequest(`${older.url}/users?limit=10&offset=0`)).body.users as { id: string }[];
    expect(users.map((user) => user.id)).toContain(koen);
    expect(await count('koen')).toBeGreaterThan(0);
    expect(await count(koen)).toBe(0);
  });
});
