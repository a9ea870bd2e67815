import { describe, expect, it } from 'vitest';
import { fieldOf, isRecord, stringField } from './record';

describe('isRecord', () => {
  it('takes plain objects and refuses null, arrays and scalars', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(new Error('x'))).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1])).toBe(false);
    expect(isRecord('text')).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });
});

describe('fieldOf and stringField', () => {
  it('read a field of an object, and nothing of anything else', () => {
    expect(fieldOf({ a: 1 }, 'a')).toBe(1);
    expect(fieldOf({ a: 1 }, 'b')).toBeUndefined();
    expect(fieldOf(null, 'a')).toBeUndefined();
    expect(fieldOf(['x'], '0')).toBeUndefined();
    expect(fieldOf('text', 'length')).toBeUndefined();
  });

  it('stringField keeps only a string', () => {
    expect(stringField({ name: 'AbortError' }, 'name')).toBe('AbortError');
    expect(stringField({ name: 3 }, 'name')).toBeUndefined();
    expect(stringField(undefined, 'name')).toBeUndefined();
  });
});
