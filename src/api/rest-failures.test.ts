import { describe, expect, it } from 'vitest';
import { restFailures, type RestFailure } from './rest-failures';

const heardBy = () => {
  const heard: RestFailure[] = [];
  const stop = restFailures.subscribe((failure) => heard.push(failure));
  return { heard, stop };
};

describe('restFailures', () => {
  it('tells a later listener the cut answers still in use, until answered in full again', () => {
    const first = heardBy();
    restFailures.report({ request: '/sessions', kind: 'too-deep', cause: 'cut' });
    restFailures.report({ request: '/health', kind: 'network', cause: 'offline' });
    first.stop();
    expect(first.heard.map(({ kind }) => kind)).toEqual(['too-deep', 'network']);

    const later = heardBy();
    expect(later.heard).toEqual([{ request: '/sessions', kind: 'too-deep', cause: 'cut (data still in use)' }]);
    later.stop();

    restFailures.answered('/sessions');
    const after = heardBy();
    expect(after.heard).toEqual([]);
    after.stop();
  });
});
