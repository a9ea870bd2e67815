import { describe, expect, it } from 'vitest';
import { lateCloseMs, parseBehaviour } from './behaviour';

describe('parseBehaviour', () => {
  it('defaults to the real server and reads the switches', () => {
    expect(parseBehaviour(new URLSearchParams(''))).toEqual({
      refusal: 'dead',
      cancel: 'abrupt',
      lateSpoken: false,
      handoffs: 'named',
    });
    expect(parseBehaviour(new URLSearchParams('refusal=close&cancel=late&lateSpoken=1&handoff=generic'))).toEqual({
      refusal: 'close',
      cancel: 'late',
      lateSpoken: true,
      handoffs: 'generic',
    });
    expect(parseBehaviour(new URLSearchParams('refusal=x&cancel=y&lateSpoken=yes&handoff=z'))).toEqual({
      refusal: 'dead',
      cancel: 'abrupt',
      lateSpoken: false,
      handoffs: 'named',
    });
    expect(parseBehaviour(new URLSearchParams(''), { handoffs: 'generic' }).handoffs).toBe('generic');
    expect(parseBehaviour(new URLSearchParams('handoff=named'), { handoffs: 'generic' }).handoffs).toBe('named');
    expect([lateCloseMs(1), lateCloseMs(0.5), lateCloseMs(0)]).toEqual([1000, 500, 50]);
  });
});
