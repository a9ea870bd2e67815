import { describe, expect, it } from 'vitest';
import { startCountingWork, workGrowth } from '../../testing/count-work';
import { deepFreeze, rng } from '../../testing/seeded';
import {
  emptyMap,
  type HashFn,
  mapDelete,
  mapEntries,
  mapFromEntries,
  mapGet,
  mapHas,
  mapSet,
  mapSize,
  mapToRecord,
  mapValues,
  type PMap,
  stringHash,
} from './persistent-map';

await startCountingWork();

function nodesOf(map: PMap<unknown>): Set<unknown> {
  const nodes = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || nodes.has(node)) return;
    nodes.add(node);
    if ('children' in node) for (const child of node.children as unknown[]) visit(child);
  };
  visit(map.root);
  return nodes;
}

const hashes: Record<string, HashFn> = {
  default: stringHash,
  'all collide': () => 7,
  'few buckets': (key) => key.length % 3,
  'differ only in the top bits': (key) => (stringHash(key) & 3) << 30,
  'differ only in the low bit': (key) => stringHash(key) & 1,
};

function checkAgainstModel(map: PMap<number>, model: Map<string, number>): void {
  expect(mapSize(map)).toBe(model.size);
  expect(mapToRecord(map)).toEqual(Object.fromEntries(model));
  expect([...mapValues(map)].sort((a, b) => a - b)).toEqual([...model.values()].sort((a, b) => a - b));
  expect(new Set([...mapEntries(map)].map(([key]) => key)).size).toBe(model.size);
}

describe.each(Object.entries(hashes))('persistent map, hash: %s', (_name, hash) => {
  it('matches a plain Map over thousands of random operations', () => {
    const next = rng(hash === stringHash ? 1 : 2);
    const model = new Map<string, number>();
    let map = emptyMap<number>(hash);
    const history: [PMap<number>, Record<string, number>][] = [];
    for (let step = 0; step < 4000; step++) {
      const key = `k${next(150)}`;
      const roll = next(10);
      const before = map;
      deepFreeze(before);
      if (roll < 5) {
        const value = next(4);
        const noop = model.get(key) === value;
        map = mapSet(map, key, value);
        model.set(key, value);
        expect(map === before).toBe(noop);
      } else if (roll < 8) {
        const noop = !model.has(key);
        map = mapDelete(map, key);
        model.delete(key);
        expect(map === before).toBe(noop);
      }
      expect(mapSize(map)).toBe(model.size);
      expect(mapHas(map, key)).toBe(model.has(key));
      expect(mapGet(map, key)).toBe(model.get(key));
      if (step % 200 === 0) {
        checkAgainstModel(map, model);
        history.push([map, Object.fromEntries(model)]);
      }
    }
    checkAgainstModel(map, model);
    for (const [old, snapshot] of history) expect(mapToRecord(old)).toEqual(snapshot);
  });

  it('empties back to nothing and builds from entries', () => {
    const entries = Array.from({ length: 300 }, (_, i) => [`k${i}`, i] as const);
    let map = mapFromEntries(entries, hash);
    deepFreeze(map);
    const built = map;
    expect(mapToRecord(map)).toEqual(Object.fromEntries(entries));
    for (const [key] of entries.slice(1)) map = mapDelete(map, key);
    expect(mapToRecord(map)).toEqual({ k0: 0 });
    expect([...nodesOf(map)]).toEqual([expect.objectContaining({ key: 'k0' })]);
    map = mapDelete(map, 'k0');
    expect(mapSize(map)).toBe(0);
    expect(map.root).toBeNull();
    expect(mapSize(built)).toBe(300);
    expect(mapGet(built, 'k299')).toBe(299);
  });
});

describe('persistent map', () => {
  it('returns the same map for a no-op set or delete', () => {
    const map = mapSet(emptyMap<string>(), 'a', 'x');
    expect(mapSet(map, 'a', 'x')).toBe(map);
    expect(mapDelete(map, 'b')).toBe(map);
    const empty = emptyMap<string>();
    expect(mapDelete(empty, 'b')).toBe(empty);
  });

  it('tells a stored undefined from an absent key', () => {
    const map = mapSet(emptyMap<undefined>(), 'a', undefined);
    expect(mapHas(map, 'a')).toBe(true);
    expect(mapHas(map, 'b')).toBe(false);
    expect(mapGet(map, 'a')).toBeUndefined();
    expect(mapSize(map)).toBe(1);
  });

  it('handles awkward keys', () => {
    const keys = ['', '__proto__', 'constructor', 'toString', 'é', '💥', 'a'.repeat(10_000)];
    const map = mapFromEntries(keys.map((key, i) => [key, i] as const));
    keys.forEach((key, i) => expect(mapGet(map, key)).toBe(i));
    expect(Object.keys(mapToRecord(map)).sort()).toEqual([...keys].sort());
  });

  it('lets a later duplicate win in mapFromEntries', () => {
    const map = mapFromEntries([
      ['a', 1],
      ['b', 2],
      ['a', 3],
    ]);
    expect(mapSize(map)).toBe(2);
    expect(mapGet(map, 'a')).toBe(3);
  });

  it('never lets a later update reach into a map built from entries', () => {
    const built = mapFromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i] as const));
    deepFreeze(built);
    let map = built;
    for (let i = 0; i < 2000; i += 3) map = mapSet(mapDelete(map, `k${i + 1}`), `k${i}`, -i);
    expect(mapGet(built, 'k0')).toBe(0);
    expect(mapGet(built, 'k1')).toBe(1);
    expect(mapSize(built)).toBe(2000);
  });

  it('copies only the nodes on the updated path', () => {
    const big = mapFromEntries(Array.from({ length: 10_000 }, (_, i) => [`msg-${i}`, i] as const));
    const updated = mapSet(big, 'msg-5000', -1);
    const oldNodes = nodesOf(big);
    const fresh = [...nodesOf(updated)].filter((node) => !oldNodes.has(node));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(8);
  });

  // Counted, not timed: the work per delta must not grow with the map (the test above bounds what a set copies).
  it('keeps a stream of deltas into one message cheap, however many messages there are', async () => {
    const mapOf = (size: number) => mapFromEntries(Array.from({ length: size }, (_, i) => [`msg-${i}`, i] as const));
    const maps = new Map([2_500, 10_000].map((size) => [size, mapOf(size)]));
    const stream = (size: number) => {
      let map = maps.get(size)!;
      for (let i = 0; i < 1_000; i++) map = mapSet(map, 'msg-999', i);
      return map;
    };
    expect(await workGrowth(stream, { size: 2_500, factor: 4, scripts: /\/src\/lib\/persistent\// })).toBeLessThan(1.5);
    expect(mapGet(stream(10_000), 'msg-999')).toBe(999);
  });
});
