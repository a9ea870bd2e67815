import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingAdapter } from './recording-adapter';

const options = { rate: 1, lang: 'nl-NL' };

beforeEach(() => vi.useFakeTimers({ now: 1000 }));
afterEach(() => vi.useRealTimers());

describe('recording adapter', () => {
  it('records each call with its time and options and ends it done after speakMs', async () => {
    const adapter = createRecordingAdapter({ speakMs: 50 });
    const listener = vi.fn();
    adapter.subscribe(listener);
    const utterance = adapter.speak('Hallo.', options);
    expect(adapter.recorded).toEqual([{ text: 'Hallo.', at: 1000, options }]);
    const before = adapter.recorded;
    await vi.advanceTimersByTimeAsync(50);
    await expect(utterance.ended).resolves.toBe('done');
    expect(adapter.recorded).toEqual([{ text: 'Hallo.', at: 1000, options, end: 'done' }]);
    expect(before[0]?.end).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('holds the timer while paused and lets the rest run after resume', async () => {
    const adapter = createRecordingAdapter({ speakMs: 100 });
    adapter.speak('a', options);
    await vi.advanceTimersByTimeAsync(30);
    adapter.pause();
    adapter.speak('b', options);
    await vi.advanceTimersByTimeAsync(1000);
    expect(adapter.recorded.map((entry) => entry.end)).toEqual([undefined, undefined]);
    adapter.resume();
    await vi.advanceTimersByTimeAsync(70);
    expect(adapter.recorded.map((entry) => entry.end)).toEqual(['done', undefined]);
    await vi.advanceTimersByTimeAsync(30);
    expect(adapter.recorded.map((entry) => entry.end)).toEqual(['done', 'done']);
  });

  it('cancels one utterance or all, once', async () => {
    const adapter = createRecordingAdapter({ speakMs: 100 });
    const a = adapter.speak('a', options);
    const b = adapter.speak('b', options);
    a.cancel();
    adapter.cancelAll();
    a.cancel();
    await vi.advanceTimersByTimeAsync(200);
    await expect(a.ended).resolves.toBe('cancelled');
    await expect(b.ended).resolves.toBe('cancelled');
    expect(adapter.recorded.map((entry) => entry.end)).toEqual(['cancelled', 'cancelled']);
  });

  it('offers test voices, announces new ones, and can fail on demand', async () => {
    const adapter = createRecordingAdapter({
      failWith: (text) => (text === 'x' ? 'error' : text === 'y' ? 'throw' : undefined),
    });
    expect(adapter.voices()).toEqual([{ id: 'nl', name: 'Test NL', lang: 'nl-NL' }]);
    const listener = vi.fn();
    adapter.onVoicesChanged(listener);
    adapter.setVoices([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(adapter.voices()).toEqual([]);
    const x = adapter.speak('x', options);
    expect(() => adapter.speak('y', options)).toThrow();
    await vi.advanceTimersByTimeAsync(0);
    await expect(x.ended).resolves.toBe('error');
  });

  it('when unavailable records nothing and ends every utterance with error', async () => {
    const adapter = createRecordingAdapter({ available: false });
    expect(adapter.available).toBe(false);
    expect(adapter.voices()).toEqual([]);
    await expect(adapter.speak('a', options).ended).resolves.toBe('error');
    expect(adapter.recorded).toEqual([]);
  });
});
