import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { storedJson } from './stored-json';

const numbers = (parsed: unknown) => (Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'number') : undefined);

describe('storedJson', () => {
  it('gives back what it saved, read through the reader', () => {
    const stored = storedJson('k', memoryStorage(), numbers, []);
    stored.save([1, 'x', 2]);
    expect(stored.load()).toEqual([1, 2]);
  });

  it('counts missing, unreadable and unexpected values as empty', () => {
    expect(storedJson('k', memoryStorage(), numbers, []).load()).toEqual([]);
    expect(storedJson('k', memoryStorage({ k: '{oops' }), numbers, []).load()).toEqual([]);
    expect(storedJson('k', memoryStorage({ k: '{"a":1}' }), numbers, []).load()).toEqual([]);
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
