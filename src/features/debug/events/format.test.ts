import { describe, expect, it } from 'vitest';
import { formatSize, payloadText } from './format';

describe('formatSize', () => {
  it('uses bytes below a kilobyte, then KB and MB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('payloadText', () => {
  it('keeps strings as they are and writes anything else as JSON', () => {
    expect(payloadText('not json')).toBe('not json');
    expect(payloadText({ a: 1 })).toBe('{"a":1}');
    expect(payloadText({ a: 1 }, 2)).toBe('{\n  "a": 1\n}');
    expect(payloadText(undefined)).toBe('undefined');
  });
});
