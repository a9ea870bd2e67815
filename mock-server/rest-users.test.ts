import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from './json-request';
import { personaUsers } from './persona-users';
import { defaultPreferences } from './preferences';
import { createMockServer } from './server';
import type { MockServer } from './server';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0 });
});
afterAll(() => server.close());

const call = (path: string, init?: Parameters<typeof jsonRequest>[1]) => jsonRequest(server.url + path, init);
const koen = personaUsers[0]!;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('GET /users', () => {
  it('lists the personas as users, newest first, Koen first', async () => {
    const { status, body } = await call('/users');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['success', 'totalCount', 'users']);
    const users = body.users as Record<string, unknown>[];
    expect(body.totalCount).toBeGreaterThanOrEqual(5);
    const personas = users.filter((user) => personaUsers.some((p) => p.id === user.id));
    expect(personas.map((user) => user.name)).toEqual([
      'Koen de Vries',
      'Fatima El Amrani',
      'Sanne Jansen',
      'Joost Verhoeven',
      'Ilse Smit',
    ]);
    expect(personas[0]).toEqual({
      id: '7c1e4a52-3b8d-4f6a-9c2e-1a5d8b3f6e01',
      email: 'koen.devries@nvwa.nl',
      name: 'Koen de Vries',
      role: 'inspector',
      preferences: expect.any(Object),
      createdAt: expect.stringMatching(ISO),
      lastActivity: expect.stringMatching(ISO),
    });
    const created = users.map((user) => Date.parse(user.createdAt as string));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('pages with limit and offset, checked as the sessions route checks them', async () => {
    const all = (await call('/users')).body.users as { id: string }[];
    expect((await call('/users?limit=2&offset=1')).body).toMatchObject({ users: all.slice(1, 3) });
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x'])
      expect(await call(`/users?${query}`)).toMatchObject({ status: 422, body: { detail: expect.any(String) } });
  });
});

describe('one user', () => {
  it('GET /users/{id} wraps the user; a persona name stands for the UUID', async () => {
    const byId = await call(`/users/${koen.id}`);
    expect(byId).toMatchObject({ status: 200, body: { success: true, user: { id: koen.id, name: koen.name } } });
    expect((await call('/users/koen')).body).toEqual(byId.body);
  });

  it('GET /users/me?user_id= answers the bare profile, as AGORA does', async () => {
    const { status, body } = await call('/users/me?user_id=fatima');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: personaUsers[1]!.id, email: 'fatima.elamrani@nvwa.nl', role: 'inspector' });
    expect((await call(`/users/me?user_id=${personaUsers[1]!.id}`)).body).toEqual(body);
  });

  it.each(['/users/nobody', '/users/me?user_id=nobody', '/users/me/preferences?user_id=nobody', '/users/%E0%A4%A'])(
    'answers 404 User not found for %s',
    async (path) => {
      expect(await call(path)).toMatchObject({ status: 404, body: { detail: 'User not found' } });
    },
  );

  it.each(['/users/me', '/users/me/preferences'])('needs user_id on %s (422)', async (path) => {
    expect(await call(path)).toMatchObject({ status: 422, body: { detail: expect.stringContaining("'user_id'") } });
  });
});

describe('preferences', () => {
  it('start at AGORA’s defaults', async () => {
    expect(await call('/users/me/preferences?user_id=sanne')).toMatchObject({
      status: 200,
      body: { success: true, preferences: defaultPreferences },
    });
  });

  it('merge a partial update, keep it, and touch lastActivity', async () => {
    const before = (await call('/users/archief')).body.user as { lastActivity: string };
    const put = await call('/users/me/preferences?user_id=archief', {
      method: 'PUT',
      json: { theme: 'dark', spoken_text_type: 'dictate', language: null, unknown: 1 },
    });
    const expected = { ...defaultPreferences, theme: 'dark', spoken_text_type: 'dictate' };
    expect(put).toMatchObject({ status: 200, body: { success: true, preferences: expected } });
    expect((await call('/users/me/preferences?user_id=archief')).body.preferences).toEqual(expected);
    const after = (await call(`/users/${personaUsers[3]!.id}`)).body.user as Record<string, unknown>;
    expect(after.preferences).toEqual(expected);
    expect(Date.parse(after.lastActivity as string)).toBeGreaterThan(Date.parse(before.lastActivity));
    const second = await call('/users/me/preferences?user_id=archief', {
      method: 'PUT',
      json: { email_reports: false },
    });
    expect(second.body.preferences).toEqual({ ...expected, email_reports: false });
  });

  it.each([
    [{ theme: 'blue' }, 400, "theme must be 'light', 'dark', or 'system'"],
    [{ spoken_text_type: 'sing' }, 400, "spoken_text_type must be 'dictate' or 'summarize'"],
    [{ interaction_mode: 'shout' }, 400, "interaction_mode must be 'feedback' or 'listen'"],
    [{}, 400, 'No preferences provided'],
    [{ theme: null, foo: 'bar' }, 400, 'No preferences provided'],
    [{ notifications_enabled: 'yes' }, 422, "Field 'notifications_enabled' must be a boolean"],
    [{ language: 5 }, 422, "Field 'language' must be a string"],
    [['theme', 'dark'], 422, 'Body must be a JSON object'],
  ])('refuse %j with %i', async (json, status, text) => {
    expect(await call('/users/me/preferences?user_id=veel', { method: 'PUT', json })).toEqual({
      status,
      body: { detail: text },
      headers: expect.anything(),
    });
  });

  it('check the values before the user, and the user before an empty update', async () => {
    const unknown = (json: unknown) => call('/users/me/preferences?user_id=nobody', { method: 'PUT', json });
    expect((await unknown({ theme: 'blue' })).status).toBe(400);
    expect(await unknown({})).toMatchObject({ status: 404, body: { detail: 'User not found' } });
    expect((await call('/users/me/preferences?user_id=veel', { method: 'PUT', body: '{"theme":' })).status).toBe(422);
  });

  it('survive a restart through the test hook, as sessions do', async () => {
    await call('/users/me/preferences?user_id=koen', { method: 'PUT', json: { theme: 'light' } });
    // Down long enough to be seen on a busy machine; then asked until it answers (no deadline of its own).
    expect((await call('/__test__/faults', { method: 'POST', json: { restart: { downForMs: 1500 } } })).status).toBe(
      202,
    );
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    while (
      await call('/health').then(
        () => true,
        () => false,
      )
    )
      await pause();
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    while (!answer) {
      answer = await call('/users/me/preferences?user_id=koen').catch(() => undefined);
      if (!answer) await pause();
    }
    expect(answer?.body.preferences).toMatchObject({ theme: 'light' });
  });
});

describe('POST /users and PUT /users/{id}', () => {
  it('creates a user with a new UUID and no stored preferences; the e-mail must be unique', async () => {
    const created = await call('/users', {
      method: 'POST',
      json: { email: 'nieuw@nvwa.nl', name: 'Nieuwe Inspecteur' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { success: true, user: { email: 'nieuw@nvwa.nl', role: 'inspector', preferences: null } },
    });
    const user = created.body.user as { id: string };
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(((await call('/users')).body.users as { id: string }[])[0]?.id).toBe(user.id);
    expect((await call(`/users/me/preferences?user_id=${user.id}`)).body.preferences).toEqual(defaultPreferences);
    const again = await call('/users', { method: 'POST', json: { email: 'nieuw@nvwa.nl', name: 'Dubbel' } });
    expect(again).toMatchObject({ status: 409, body: { detail: 'Email already exists' } });
    expect((await call('/users', { method: 'POST', json: { name: 'Zonder mail' } })).status).toBe(422);
    expect((await call('/users', { method: 'POST', json: { email: 1, name: 'x' } })).status).toBe(422);
  });

  it('updates the name from the query (AGORA) or the body, and preferences from the body', async () => {
    const byQuery = await call('/users/sanne?name=Sanne%20de%20Boer', { method: 'PUT' });
    expect(byQuery).toMatchObject({ status: 200, body: { success: true, user: { name: 'Sanne de Boer' } } });
    const byBody = await call(`/users/${personaUsers[2]!.id}`, {
      method: 'PUT',
      json: { name: 'Sanne Jansen', preferences: { theme: 'dark' } },
    });
    expect(byBody.body.user).toMatchObject({ name: 'Sanne Jansen', preferences: { theme: 'dark', language: 'nl-NL' } });
    expect((await call('/users/sanne', { method: 'PUT', json: { preferences: { theme: 'x' } } })).status).toBe(400);
    expect(await call('/users/nobody', { method: 'PUT', json: { name: 'x' } })).toMatchObject({ status: 404 });
  });
});
