import { describe, expect, it } from 'vitest';
import { everyOperation } from '../../testing/patch-fixtures';
import { deepFreeze } from '../../testing/seeded';
import { applyPatchShared } from './patch-shared';

const base = () => {
  const doc = { a: { b: { c: 1 }, list: [1, 2, 3] }, untouched: { deep: { x: 1 } } };
  deepFreeze(doc);
  return doc;
};

describe('applyPatchShared', () => {
  it('applies every RFC 6902 operation without mutating the input', () => {
    const doc = base();
    const patch = everyOperation;
    const outcome = applyPatchShared(doc, patch);
    expect(outcome).toEqual({
      ok: true,
      document: { a: { b: { c: 2 }, list: [2, 3, 4] }, untouched: { deep: { x: 1 } }, moved: { c: 2 } },
      paths: ['/a/b/c', '/a/list/-', '/a/list/0', '/a/copied', '/moved', '/moved/c'],
    });
  });

  it('shares every container off the patched path', () => {
    const doc = base();
    const outcome = applyPatchShared(doc, [{ op: 'replace', path: '/a/b/c', value: 9 }]);
    if (!outcome.ok) throw new Error(outcome.reason);
    const next = outcome.document as ReturnType<typeof base>;
    expect(next.untouched).toBe(doc.untouched);
    expect(next.a.list).toBe(doc.a.list);
    expect(next.a).not.toBe(doc.a);
  });

  it('is all or nothing and says why it failed', () => {
    const doc = base();
    const outcome = applyPatchShared(doc, [
      { op: 'replace', path: '/a/b/c', value: 5 },
      { op: 'replace', path: '/missing/x', value: 1 },
    ]);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toMatch(/patch failed/);
    expect(doc.a.b.c).toBe(1);
    expect(applyPatchShared(doc, [{ op: 'test', path: '/a/b/c', value: 2 }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^test failed/),
    });
  });

  it('replaces the whole document at the root path and refuses prototype pollution', () => {
    expect(applyPatchShared({ a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }])).toMatchObject({
      ok: true,
      document: { b: 2 },
    });
    expect(applyPatchShared({}, [{ op: 'add', path: '/__proto__/polluted', value: true }]).ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never mutates values that came in with an earlier patch', () => {
    const value = { nested: { n: 1 } };
    const first = applyPatchShared({}, [{ op: 'add', path: '/v', value }]);
    if (!first.ok) throw new Error(first.reason);
    applyPatchShared(first.document, [{ op: 'replace', path: '/v/nested/n', value: 2 }]);
    expect(value.nested.n).toBe(1);
  });
});
