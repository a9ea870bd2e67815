import { describe, expect, it } from 'vitest';
import { boundHistories } from './bound-histories';
import { createQueryClient } from './query-client';

describe('boundHistories', () => {
  it('keeps the newest histories no screen uses, and nothing else is touched', () => {
    const client = createQueryClient({ retry: false });
    const stop = boundHistories(client, 2);
    client.setQueryData(['sessions', 'list', 'u'], { pages: [] });
    for (const id of ['a', 'b', 'c', 'd']) client.setQueryData(['sessions', 'history', id], { history: [] });
    const cached = client
      .getQueryCache()
      .findAll({ queryKey: ['sessions', 'history'] })
      .map((query) => query.queryKey[2]);
    expect(cached.sort()).toEqual(['c', 'd']);
    expect(client.getQueryData(['sessions', 'list', 'u'])).toBeDefined();
    stop();
  });

  it('never removes a history still being fetched (its request would be cancelled), and trims once they are in', async () => {
    const client = createQueryClient({ retry: false });
    const stop = boundHistories(client, 2);
    const releases: (() => void)[] = [];
    const fetches = ['a', 'b', 'c', 'd'].map((id) =>
      client.fetchQuery({
        queryKey: ['sessions', 'history', id],
        queryFn: ({ signal }) =>
          new Promise<{ history: never[]; signal: AbortSignal }>((resolve) =>
            releases.push(() => resolve({ history: [], signal })),
          ),
      }),
    );
    releases.forEach((release) => release());
    const answers = await Promise.all(fetches);
    expect(answers.map((answer) => answer.signal.aborted)).toEqual([false, false, false, false]);
    expect(client.getQueryCache().findAll({ queryKey: ['sessions', 'history'] })).toHaveLength(2);
    stop();
  });
});
