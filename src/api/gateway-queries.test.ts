import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { gatewayQueries } from './gateway-queries';
import { createHttp } from './http';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function ask(server: (path: string) => Response) {
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => server(new URL(String(input)).pathname));
  const client = new QueryClient();
  return { result: client.fetchQuery(gatewayQueries(createHttp('http://host', fetchImpl)).info()), fetchImpl };
}

describe('the gateway query', () => {
  it('reads the backends and the default from a gateway', async () => {
    const { result } = ask((path) =>
      path === '/health'
        ? json({ status: 'healthy', service: 'api-gateway' })
        : json({ backends: ['openai', 'langgraph', 'mock'], default: 'langgraph', routes: {} }),
    );
    await expect(result).resolves.toEqual({ backends: ['openai', 'langgraph', 'mock'], defaultBackend: 'langgraph' });
  });

  it('never asks a server that is no gateway for a route it lacks', async () => {
    const { result, fetchImpl } = ask(() => json({ service: 'agora-mock' }));
    await expect(result).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('is no gateway when the health check fails', async () => {
    const { result } = ask(() => json({ detail: 'Not found' }, 404));
    await expect(result).resolves.toBeNull();
  });

  it('tells what runs outside React whether the server is a gateway, once it answered', async () => {
    vi.resetModules();
    const [{ gatewayKnown }, fresh] = await Promise.all([import('./gateway-known'), import('./gateway-queries')]);
    const http = createHttp('http://host', async () => json({ service: 'agora-mock' }));
    await new QueryClient().fetchQuery(fresh.gatewayQueries(http).info());
    await expect(gatewayKnown).resolves.toBe(false);
  });
});
