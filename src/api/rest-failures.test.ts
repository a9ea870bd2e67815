import { describe, expect, it } from 'vitest';
import { restFailures, type RestFailure } from './rest-failures';

const heardBy = () => {
  const heard: RestFailure[] = [];
  const stop = restFailures.subscribe((failure) => heard.push(failure));
  return { heard, stop };
};

describe('restFailures', () => {
  it('tells a later listener the cut answers still in use, until answered in full again', () => {
    // Test files share their modules (vite.config.ts): only this test's own request is looked at.
    const ours = (heard: RestFailure[]) => heard.filter(({ request }) => request.startsWith('/rest-failures-test'));
    const first = heardBy();
    restFailures.report({ request: '/rest-failures-test', kind: 'too-deep', cause: 'cut' });
    restFailures.report({ request: '/rest-failures-test/health', kind: 'network', cause: 'offline' });
    first.stop();
    expect(ours(first.heard).map(({ kind }) => kind)).toEqual(['too-deep', 'network']);

    const later = heardBy();
    const kept = { request: '/rest-failures-test', kind: 'too-deep', cause: 'cut (data still in use)' };
    expect(ours(later.heard)).toEqual([kept]);
    later.stop();

    restFailures.answered('/rest-failures-test');
    const after = heardBy();
    expect(ours(after.heard)).toEqual([]);
    after.stop();
  });
});
