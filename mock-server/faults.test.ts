import { describe, expect, it } from 'vitest';
import { deepJson, malformedFrame, parseFaultPlan } from './faults';

describe('parseFaultPlan', () => {
  it('has no faults without switches', () => {
    expect(parseFaultPlan(new URLSearchParams('delay=0'))).toEqual({ badDelta: false });
  });

  it('reads every switch and ignores nonsense', () => {
    const plan = parseFaultPlan(
      new URLSearchParams('dropAfter=0&malformed=deep&malformedAt=4&duplicate=2&reorder=3&badDelta=1&hang=1'),
    );
    expect(plan).toEqual({
      dropAfter: 0,
      malformed: { kind: 'deep', at: 4 },
      duplicate: 2,
      reorder: 3,
      badDelta: true,
      hang: 'every',
    });
    expect(parseFaultPlan(new URLSearchParams('hang=first')).hang).toBe('first');
    expect(parseFaultPlan(new URLSearchParams('dropAfter=-1&malformed=weird&duplicate=0&reorder=x&hang=2'))).toEqual({
      badDelta: false,
    });
    expect(parseFaultPlan(new URLSearchParams('malformed=huge')).malformed).toEqual({ kind: 'huge', at: 1 });
  });
});

describe('malformed frames', () => {
  it('writes deep JSON without recursion', () => {
    expect(deepJson(3)).toBe('{"a":{"a":{}}}');
    expect(() => JSON.parse(malformedFrame('notjson'))).toThrow();
  });
});
