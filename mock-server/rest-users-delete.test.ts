import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from './json-request';
import { personaUsers } from './persona-users';
import { createMockServer } from './server';
import type { MockServer } from './server';

let server: MockServer;
let older: MockServer;
beforeAll(async () => {
  [server, older] = await Promise.all([
    createMockServer({ port: 0, delay: 0 }),
    createMockServer({ port: 0, delay: 0, contract: '2.4.1' }),
  ]);
});
afterAll(() => Promise.all([server.close(), older.close()]));

const call = (path: string, init?: Parameters<typeof jsonRequest>[1]) => jsonRequest(server.url + path, init);
const fatima = personaUsers[1]!;
const sessionCount = async (userId: string) =>
  (await call(`/sessions?user_id=${userId}&limit=1`)).body.totalCount as number;

describe('DELETE /users/{id}', () => {
  it('deletes the user and their sessions and says how many sessions went', async () => {
    const before = await sessionCount(fatima.id);
    expect(before).toBeGreaterThan(0);
    expect(await call(`/users/${fatima.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { success: true, message: 'User and associated sessions deleted', deletedSessionsCount: before },
    });
    expect(await sessionCount(fatima.id)).toBe(0);
    expect((await call(`/users/${fatima.id}`)).status).toBe(404);
    const listed = (await call('/users')).body.users as { id: string }[];
    expect(listed.map((user) => user.id)).not.toContain(fatima.id);
  });

  it('counts zero for a user without sessions; a persona name stands for the UUID', async () => {
    const created = await call('/users', { method: 'POST', json: { email: 'weg@nvwa.nl', name: 'Weg' } });
    const { id } = created.body.user as { id: string };
    expect((await call(`/users/${id}`, { method: 'DELETE' })).body).toMatchObject({ deletedSessionsCount: 0 });
    expect((await call('/users/sanne', { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/users/${personaUsers[2]!.id}`)).status).toBe(404);
  });

  it('answers 404 User not found for an unknown or already deleted user', async () => {
    for (const id of ['nobody', fatima.id])
      expect(await call(`/users/${id}`, { method: 'DELETE' })).toMatchObject({
        status: 404,
        body: { detail: 'User not found' },
      });
  });

  it('is not there on a v2.4.1 server, which has no users', async () => {
    const answer = await jsonRequest(`${older.url}/users/koen`, { method: 'DELETE' });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Not found' } });
  });
});

describe('POST /__test__/users', () => {
  it('empties the directory, and brings the personas back', async () => {
    expect(await call('/__test__/users', { method: 'POST', json: { personas: false } })).toMatchObject({
      status: 200,
      body: { users: [], totalCount: 0 },
    });
    expect((await call('/users')).body).toMatchObject({ users: [], totalCount: 0 });
    await call('/__test__/users', { method: 'POST', json: { personas: true } });
    expect((await call('/users')).body.totalCount).toBe(personaUsers.length);
    expect((await call(`/users/${fatima.id}`)).status).toBe(200);
    expect((await call('/__test__/users', { method: 'POST', json: {} })).status).toBe(422);
  });
});
