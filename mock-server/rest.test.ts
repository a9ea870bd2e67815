import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaUserId } from './persona-users';
import { createMockServer } from './server';
import type { MockServer } from './server';
import { runInput, TestClient } from './test-client';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, contract: '2.4.1' });
});
afterAll(() => server.close());

async function get(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(server.url + path, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const SUMMARY_KEYS = [
  'createdAt',
  'firstMessagePreview',
  'lastActivity',
  'messageCount',
  'sessionId',
  'title',
  'userId',
];
type Summary = Record<string, unknown> & { sessionId: string; lastActivity: string };

// The v2.4.1 surface, exactly as before v2.5.1 came: the v2.5.1 routes are tested in rest-*.test.ts.
describe('GET /health', () => {
  it('reports ok', async () => {
    const { status, body } = await get('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', contractVersion: '2.4.1' });
  });
});

describe('GET /sessions', () => {
  it('lists a persona’s sessions in the contract shape, most recent activity first', async () => {
    const { status, body } = await get('/sessions?user_id=koen');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['sessions', 'success', 'totalCount']);
    const sessions = body.sessions as Summary[];
    expect(body.totalCount).toBe(3);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(SUMMARY_KEYS);
      expect(s).toMatchObject({
        userId: 'koen',
        createdAt: expect.stringMatching(ISO),
        lastActivity: expect.stringMatching(ISO),
      });
    }
    const times = sessions.map((s) => Date.parse(s.lastActivity));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThan(Date.now());
  });

  it('paginates with limit and offset and keeps totalCount', async () => {
    const all = (await get('/sessions?user_id=koen')).body.sessions as Summary[];
    const page = await get('/sessions?user_id=koen&limit=1&offset=1');
    expect(page.body).toEqual({ success: true, sessions: [all[1]], totalCount: 3 });
    expect((await get('/sessions?user_id=koen&offset=10')).body).toEqual({
      success: true,
      sessions: [],
      totalCount: 3,
    });
    expect((await get('/sessions?user_id=nobody')).body).toEqual({ success: true, sessions: [], totalCount: 0 });
  });

  it.each([
    ['', 'user_id'],
    ['?user_id=', 'user_id'],
    ['?user_id=koen&limit=0', 'limit'],
    ['?user_id=koen&limit=101', 'limit'],
    ['?user_id=koen&limit=abc', 'limit'],
    ['?user_id=koen&offset=-1', 'offset'],
    ['?user_id=koen&offset=1.5', 'offset'],
  ])('answers 422 with a clear detail for %j', async (query, param) => {
    const { status, body } = await get(`/sessions${query}`);
    expect(status).toBe(422);
    expect(body).toEqual({ detail: expect.stringContaining(`'${param}'`) });
  });
});

describe('GET /sessions/{id}/history and /metadata', () => {
  const id = '3f6c2a8e-5b1d-4c7e-9a2f-1d8e4b6c0a11';

  it('returns user and assistant messages only by default, user messages behind AGORA’s context prefix', async () => {
    const { status, body } = await get(`/sessions/${id}/history`);
    expect(status).toBe(200);
    const history = body.history as { role: string; content: string; agent_id?: string }[];
    expect(history[0]).toEqual({
      role: 'user',
      content: '[SYSTEM CONTEXT: user_id=koen]\n\nStart inspectie bij Restaurant Bella Rosa (KVK 92251854)',
      timestamp: expect.any(Number),
    });
    expect(body).toMatchObject({ success: true, threadId: id, messageCount: history.length });
    expect(new Set(history.map((h) => h.role))).toEqual(new Set(['user', 'assistant']));
    expect(history.filter((h) => h.role === 'assistant').every((h) => typeof h.agent_id === 'string')).toBe(true);
  });

  it('includes tool calls and results with include_tools=true', async () => {
    const { body } = await get(`/sessions/${id}/history?include_tools=true`);
    const history = body.history as Record<string, string | null>[];
    expect(body.messageCount).toBe(history.length);
    const [handoff, call] = history.filter((h) => h.role === 'tool_call');
    expect(handoff).toEqual({
      role: 'tool_call',
      tool_call_id: expect.any(String),
      tool_name: 'transfer_to_company_and_inspection_history_specialist',
      content: null,
      agent_id: 'general-agent',
      timestamp: expect.any(Number),
    });
    expect(history.find((h) => h.role === 'tool' && h.tool_call_id === handoff?.tool_call_id)?.content).toBe(
      'Transferred to history-agent',
    );
    expect(call).toEqual({
      role: 'tool_call',
      tool_call_id: expect.any(String),
      tool_name: 'get_company_info',
      content: '{"kvk_number":"92251854"}',
      agent_id: 'history-agent',
      timestamp: expect.any(Number),
    });
    const result = history.find((h) => h.role === 'tool' && h.tool_call_id === call?.tool_call_id);
    expect(JSON.parse(result?.content ?? '')).toMatchObject({ name: 'Restaurant Bella Rosa' });
    expect(history.filter((h) => h.role === 'tool').every((h) => [...(h.content ?? '')].length <= 500)).toBe(true);
    expect((await get(`/sessions/${id}/history?include_tools=false`)).body.history).toHaveLength(6);
    expect((await get(`/sessions/${id}/history?include_tools=maybe`)).status).toBe(422);
  });

  it('metadata equals the list entry', async () => {
    const list = (await get('/sessions?user_id=koen')).body.sessions as Summary[];
    const { status, body } = await get(`/sessions/${id}/metadata`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, session: list.find((s) => s.sessionId === id) });
    expect(body.session).toMatchObject({
      messageCount: 6,
      title: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
    });
  });

  it.each(['/sessions/missing/history', '/sessions/missing/metadata'])('answers 404 for %s', async (path) => {
    expect(await get(path)).toMatchObject({ status: 404, body: { detail: 'Session not found' } });
  });
});

describe('DELETE /sessions/{id}', () => {
  it('deletes a session, then answers 404', async () => {
    const id = '9c0e5f38-4d7b-4a26-8f19-0b2d6e4c7b77';
    expect(await get(`/sessions/${id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Session deleted' },
    });
    expect((await get('/sessions?user_id=sanne')).body.totalCount).toBe(1);
    expect(await get(`/sessions/${id}`, { method: 'DELETE' })).toMatchObject({
      status: 404,
      body: { detail: 'Session not found' },
    });
    expect((await get(`/sessions/${id}/metadata`)).status).toBe(404);
  });
});

describe('routing and CORS', () => {
  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    expect(await get('/nope')).toMatchObject({ status: 404, body: { detail: 'Not found' } });
    const wrong = await get('/sessions?user_id=koen', { method: 'POST' });
    expect(wrong).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(wrong.headers.get('allow')).toBe('GET, OPTIONS');
    expect((await get('/sessions/x')).status).toBe(405);
  });

  it('allows any origin, on success and on errors, and answers preflight with 204', async () => {
    const preflight = await fetch(`${server.url}/sessions/x`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type, X-API-Key');
    for (const path of ['/health', '/sessions', '/nope']) {
      expect((await get(path)).headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('v2.4.1 has none of v2.5.1', () => {
  it.each(['/', '/agents', '/users', '/users/koen', '/users/me?user_id=koen', '/users/me/preferences?user_id=koen'])(
    'answers 404 Not found for GET %s',
    async (path) => {
      expect(await get(path)).toMatchObject({ status: 404, body: { detail: 'Not found' } });
    },
  );

  it('has no rename (405, as before) and no PUT or POST elsewhere', async () => {
    const rename = await get('/sessions/3f6c2a8e-5b1d-4c7e-9a2f-1d8e4b6c0a11', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Nieuw' }),
    });
    expect(rename).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(rename.headers.get('allow')).toBe('DELETE, OPTIONS');
    expect((await get('/users/me/preferences?user_id=koen', { method: 'PUT', body: '{}' })).status).toBe(404);
    expect((await get('/users', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('keeps persona names as owners: no UUIDs, no aliases', async () => {
    expect((await get(`/sessions?user_id=${personaUserId('koen')}`)).body).toMatchObject({ totalCount: 0 });
    const sessions = (await get('/sessions?user_id=archief')).body.sessions as Summary[];
    expect(sessions.every((s) => s.userId === 'archief')).toBe(true);
  });

  it('titles a session after its first message from the start, and records the owner as sent', async () => {
    const client = await TestClient.connect(`${server.wsUrl}?delay=0.2`);
    client.send(runInput({ threadId: 'v241-title', userId: 'fatima', text: 'Wat kun je allemaal?' }));
    await client.until((e) => e.type === 'RUN_STARTED');
    expect((await get('/sessions/v241-title/metadata')).body.session).toMatchObject({
      userId: 'fatima',
      title: 'Wat kun je allemaal?',
    });
    await client.close();
    expect((await get('/sessions/v241-title/history')).body.history).toMatchObject([
      { content: '[SYSTEM CONTEXT: user_id=fatima]\n\nWat kun je allemaal?' },
    ]);
  });
});
