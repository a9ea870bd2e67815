import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxValueDepth, valueDepth } from '../lib/bound-depth';
import { deepJsonText, type DeepShape } from '../testing/hostile-json';
import { fromV1Frame, initialV1State } from './hai-v1-adapter';

/* Issue 34: a v1.1 frame with a value nested up to 100,000 deep is read bounded, and says it was cut. */

const depths = fc.oneof(fc.integer({ min: maxValueDepth - 3, max: 300 }), fc.integer({ min: 300, max: 100_000 }));
const shapes = fc.constantFrom<DeepShape>('object', 'array', 'mixed', 'proto');

describe('a v1.1 frame nested too deep', () => {
  it('becomes its events, bounded, marked as cut', () => {
    fc.assert(
      fc.property(depths, shapes, (depth, shape) => {
        const frame = `{"type":"tool_approval_request","approval_id":"a1","tool_name":"zoek","parameters":{"p":${deepJsonText(depth, shape)}}}`;
        const result = fromV1Frame(initialV1State('thread-1'), frame);
        expect(result.ok).toBe(true);
        const events = result.ok ? result.events : [];
        expect(events.length).toBeGreaterThan(0);
        for (const event of events) expect(valueDepth(event)).toBeLessThanOrEqual(maxValueDepth + 2);
        expect(result.ok && result.deepCut === true).toBe(depth + 2 > maxValueDepth);
      }),
      { numRuns: 6 },
    );
  });
});
