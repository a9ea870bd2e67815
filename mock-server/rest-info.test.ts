import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from './json-request';
import { createMockServer } from './server';
import type { MockServer } from './server';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, delay: 0, seed: false });
});
afterAll(() => server.close());

describe('v2.5.1 server information', () => {
  it('serves v2.5.1 by default and says so in /health', async () => {
    expect(server.contract).toBe('2.5.1');
    expect((await jsonRequest(`${server.url}/health`)).body).toMatchObject({ status: 'ok', contractVersion: '2.5.1' });
  });

  it('GET / names the service, its version and where docs and the socket are', async () => {
    expect(await jsonRequest(`${server.url}/`)).toMatchObject({
      status: 200,
      body: {
        service: 'AGORA mock server',
        version: '2.0.0',
        contractVersion: '2.5.1',
        protocol: 'AG-UI Protocol v2.1.1',
        docs: '/docs',
        websocket: '/ws',
      },
    });
  });

  it('GET /agents lists the four agents under the client’s Dutch names', async () => {
    const { status, body } = await jsonRequest(`${server.url}/agents`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['active_agents', 'inactive_agents']);
    expect(body.inactive_agents).toEqual([]);
    const agents = body.active_agents as Record<string, string>[];
    expect(agents.map((agent) => [agent.id, agent.name])).toEqual([
      ['general-agent', 'Algemene assistent'],
      ['history-agent', 'Bedrijfshistorie'],
      ['regulation-agent', 'Regelgeving'],
      ['reporting-agent', 'Rapportage'],
    ]);
    for (const agent of agents) {
      expect(Object.keys(agent).sort()).toEqual(['description', 'id', 'model', 'name']);
      expect(agent.description).toMatch(/^[A-Z].{10,100}\.$/);
      expect(agent.model).toEqual(expect.any(String));
    }
  });

  it('answers CORS preflight for PUT and POST with a JSON body', async () => {
    const preflight = await fetch(`${server.url}/users/me/preferences?user_id=koen`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type, X-API-Key');
    const answer = await jsonRequest(`${server.url}/users/koen`, { method: 'PUT', json: { name: 'Koen' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
