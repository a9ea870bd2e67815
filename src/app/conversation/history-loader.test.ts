import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../api/http';
import { createQueryClient } from '../../api/query-client';
import { createQueryFactories } from '../../api/query-factories';
import { createRestApi } from '../../api/rest-api';
import { historyLoader } from './history-loader';

const history = {
  success: true,
  threadId: 't1',
  history: [{ role: 'user', content: 'Hoe koel moet kip?' }],
  messageCount: 1,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(answers: Array<() => Response | Promise<Response>>) {
  const fetchImpl = vi.fn(async () => answers.shift()!());
  const rest = createRestApi(createHttp('http://api', fetchImpl as unknown as typeof fetch));
  const client = createQueryClient({ retry: false });
  return { load: historyLoader(client, createQueryFactories(rest), 't1'), client };
}
const signal = new AbortController().signal;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('historyLoader', () => {
  it('loads the entries from the server', async () => {
    const { load } = setup([() => json(history)]);
    await expect(load(signal)).resolves.toEqual(history.history);
  });

  it('calls a conversation the server does not know missing', async () => {
    const { load } = setup([() => json({ detail: 'Session not found' }, 404)]);
    await expect(load(signal)).resolves.toBe('missing');
  });

  it('falls back to the copy, saying from when, when the server cannot be reached', async () => {
    const { load } = setup([() => json(history), offline]);
    await load(signal);
    const result = await load(signal);
    expect(result).toEqual({ entries: history.history, cachedAt: expect.any(Number) });
  });

  it('fails without a copy, and on a server error even with one', async () => {
    await expect(setup([offline]).load(signal)).rejects.toMatchObject({ kind: 'network' });
    const { load } = setup([() => json(history), () => json({ detail: 'boom' }, 500)]);
    await load(signal);
    await expect(load(signal)).rejects.toMatchObject({ status: 500 });
  });
});
