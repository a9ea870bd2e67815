import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingAdapter, type RecordingAdapterOptions } from './recording-adapter';
import { createSpeechQueue } from './speech-queue';
import { type TtsAdapter } from './tts-adapter';

const options = { rate: 1, lang: 'nl-NL' };

function setup(adapterOptions: RecordingAdapterOptions = {}) {
  const adapter = createRecordingAdapter({ speakMs: 100, ...adapterOptions });
  const queue = createSpeechQueue(adapter, options);
  const said = () => adapter.recorded.map(({ text, end }) => `${text}:${end ?? '…'}`);
  return { adapter, queue, said };
}

const item = (key: string, messageId?: string) => ({ key, messageId, text: key });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('speech queue', () => {
  it('speaks items one at a time in order across messages', async () => {
    const { queue, said } = setup();
    queue.enqueue(item('m1:0', 'm1'));
    queue.enqueue(item('m1:1', 'm1'));
    queue.enqueue(item('m2:0', 'm2'));
    expect(said()).toEqual(['m1:0:…']);
    expect(queue.getState()).toMatchObject({
      status: 'speaking',
      current: { key: 'm1:0', messageId: 'm1' },
      queued: 2,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(said()).toEqual(['m1:0:done', 'm1:1:…']);
    await vi.advanceTimersByTimeAsync(200);
    expect(said()).toEqual(['m1:0:done', 'm1:1:done', 'm2:0:done']);
    expect(queue.getState()).toEqual({ enabled: true, status: 'idle', current: undefined, queued: 0, available: true });
  });

  it('ignores a key offered again, even after it was spoken', async () => {
    const { queue, said } = setup();
    queue.enqueue(item('a'));
    queue.enqueue(item('a'));
    await vi.advanceTimersByTimeAsync(500);
    queue.enqueue(item('a'));
    await vi.advanceTimersByTimeAsync(500);
    expect(said()).toEqual(['a:done']);
  });

  it('passes the current options to each new utterance', async () => {
    const { adapter, queue } = setup();
    queue.enqueue(item('a'));
    queue.setOptions({ rate: 1.5, voiceId: 'nl' });
    queue.enqueue(item('b'));
    await vi.advanceTimersByTimeAsync(200);
    queue.setOptions({ voiceId: undefined, lang: 'en-GB' });
    queue.enqueue(item('c'));
    expect(adapter.recorded.map((entry) => entry.options)).toEqual([
      { rate: 1, lang: 'nl-NL', voiceId: undefined },
      { rate: 1.5, lang: 'nl-NL', voiceId: 'nl' },
      { rate: 1.5, lang: 'en-GB', voiceId: undefined },
    ]);
  });

  it('pauses and resumes the current utterance and holds the queue', async () => {
    const { adapter, queue, said } = setup();
    queue.enqueue(item('a'));
    queue.enqueue(item('b'));
    await vi.advanceTimersByTimeAsync(60);
    queue.pause();
    expect(adapter.paused).toBe(true);
    expect(queue.getState().status).toBe('paused');
    await vi.advanceTimersByTimeAsync(1000);
    expect(said()).toEqual(['a:…']);
    queue.resume();
    expect(queue.getState().status).toBe('speaking');
    await vi.advanceTimersByTimeAsync(40);
    expect(said()).toEqual(['a:done', 'b:…']);
  });

  it('skips the current item and continues with the next; stays paused when paused', async () => {
    const { queue, said } = setup();
    ['a', 'b', 'c'].forEach((key) => queue.enqueue(item(key)));
    queue.skip();
    expect(said()).toEqual(['a:cancelled', 'b:…']);
    queue.pause();
    queue.skip();
    expect(queue.getState()).toMatchObject({ status: 'paused', current: undefined, queued: 1 });
    queue.resume();
    await vi.advanceTimersByTimeAsync(100);
    expect(said()).toEqual(['a:cancelled', 'b:cancelled', 'c:done']);
  });

  it('stopAll cancels and clears, and ignores the rest of the messages it cut off', async () => {
    const { queue, said } = setup();
    queue.enqueue(item('m1:0', 'm1'));
    queue.enqueue(item('m1:1', 'm1'));
    queue.pause();
    queue.stopAll();
    expect(queue.getState()).toMatchObject({ status: 'idle', queued: 0, current: undefined });
    queue.enqueue(item('m1:2', 'm1'));
    queue.enqueue(item('m2:0', 'm2'));
    await vi.advanceTimersByTimeAsync(500);
    expect(said()).toEqual(['m1:0:cancelled', 'm2:0:done']);
  });

  it('disabling stops at once and ignores items until enabled again', async () => {
    const { queue, said } = setup();
    queue.enqueue(item('m1:0', 'm1'));
    queue.enqueue(item('m1:1', 'm1'));
    queue.setEnabled(false);
    expect(said()).toEqual(['m1:0:cancelled']);
    expect(queue.getState()).toMatchObject({ enabled: false, status: 'idle', queued: 0 });
    queue.enqueue(item('m1:2', 'm1'));
    queue.pause();
    expect(queue.getState().status).toBe('idle');
    queue.setEnabled(true);
    queue.enqueue(item('m1:2', 'm1'));
    await vi.advanceTimersByTimeAsync(100);
    expect(said()).toEqual(['m1:0:cancelled', 'm1:2:done']);
  });

  it('moves on after an utterance error or a throwing speak()', async () => {
    const { queue, said } = setup({
      failWith: (text) => (text === 'bad' ? 'error' : text === 'boom' ? 'throw' : undefined),
    });
    ['bad', 'boom', 'ok'].forEach((key) => queue.enqueue(item(key)));
    await vi.advanceTimersByTimeAsync(100);
    expect(said()).toEqual(['bad:error', 'ok:…']);
    await vi.advanceTimersByTimeAsync(100);
    expect(queue.getState()).toMatchObject({ status: 'idle', queued: 0 });
  });

  it('survives an adapter whose utterance promise rejects', async () => {
    const speak = vi.fn((text: string) => ({ text, ended: Promise.reject(new Error('x')), cancel: () => {} }));
    const adapter = { ...createRecordingAdapter(), speak } satisfies TtsAdapter;
    const queue = createSpeechQueue(adapter, options);
    queue.enqueue(item('a'));
    queue.enqueue(item('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(speak.mock.calls.map(([text]) => text)).toEqual(['a', 'b']);
    expect(queue.getState().status).toBe('idle');
  });

  it('stays idle and never throws without a speech engine', async () => {
    const { queue, said } = setup({ available: false });
    queue.enqueue(item('a'));
    queue.pause();
    queue.resume();
    queue.skip();
    queue.stopAll();
    await vi.advanceTimersByTimeAsync(100);
    expect(said()).toEqual([]);
    expect(queue.getState()).toEqual({
      enabled: true,
      status: 'idle',
      current: undefined,
      queued: 0,
      available: false,
    });
  });

  it('publishes a new state object only when something changed', async () => {
    const { queue } = setup();
    const listener = vi.fn();
    queue.subscribe(listener);
    const before = queue.getState();
    queue.setOptions({ rate: 2 });
    queue.resume();
    queue.skip();
    queue.setEnabled(true);
    expect(queue.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    queue.enqueue(item('a'));
    const speaking = queue.getState();
    expect(speaking).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(queue.getState()).toEqual(before);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
