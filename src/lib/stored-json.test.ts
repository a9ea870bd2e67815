import { describe, expect, it } from 'vitest';
import { storedJson } from './stored-json';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
};
const numbers = (parsed: unknown) => (Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'number') : undefined);

describe('storedJson', () => {
  it('gives back what it saved, read through the reader', () => {
    const stored = storedJson('k', memory(), numbers, []);
    stored.save([1, 'x', 2]);
    expect(stored.load()).toEqual([1, 2]);
  });

  it('counts missing, unreadable and unexpected values as empty', () => {
    expect(storedJson('k', memory(), numbers, []).load()).toEqual([]);
    expect(storedJson('k', memory({ k: '{oops' }), numbers, []).load()).toEqual([]);
    expect(storedJson('k', memory({ k: '{"a":1}' }), numbers, []).load()).toEqual([]);
  });

  it('survives a storage that refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const stored = storedJson('k', refusing, numbers, []);
    expect(() => stored.save([1])).not.toThrow();
    expect(stored.load()).toEqual([]);
  });
});
