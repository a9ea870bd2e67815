import type { Operation } from 'fast-json-patch';

/** One patch using every RFC 6902 operation, shared by the tests of both patch implementations. */
export const everyOperation: Operation[] = [
  { op: 'replace', path: '/a/b/c', value: 2 },
  { op: 'add', path: '/a/list/-', value: 4 },
  { op: 'remove', path: '/a/list/0' },
  { op: 'copy', from: '/a/b', path: '/a/copied' },
  { op: 'move', from: '/a/copied', path: '/moved' },
  { op: 'test', path: '/moved/c', value: 2 },
];
