import type { BaseEvent } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { firehoseToken, HIGH_WATER_BYTES, parseFirehose, playFirehose } from './firehose';
import type { FirehoseIo } from './firehose';

const turn = { threadId: 't', runId: 'r', messageId: 'm' };

function fakeIo(buffered: () => number = () => 0): FirehoseIo & { sent: BaseEvent[]; at: number[] } {
  const sent: BaseEvent[] = [];
  const at: number[] = [];
  return {
    sent,
    at,
    send: (event) => (sent.push(event), at.push(performance.now()), true),
    buffered,
    signal: new AbortController().signal,
    counter: { next: 1 },
  };
}

describe('parseFirehose', () => {
  it('reads the count and rate, and ignores nonsense', () => {
    expect(parseFirehose(new URLSearchParams('firehose=20000&rate=1000'))).toEqual({
      deltas: 20_000,
      rate: 1000,
      paragraph: 0,
    });
    expect(parseFirehose(new URLSearchParams('firehose=300&para=100'))).toEqual({
      deltas: 300,
      rate: 0,
      paragraph: 100,
    });
    expect(parseFirehose(new URLSearchParams('firehose=5'))).toEqual({ deltas: 5, rate: 0, paragraph: 0 });
    expect(parseFirehose(new URLSearchParams('firehose=5&rate=fast'))).toEqual({ deltas: 5, rate: 0, paragraph: 0 });
    for (const query of ['', 'firehose=0', 'firehose=-3', 'firehose=1e3', 'rate=10'])
      expect(parseFirehose(new URLSearchParams(query))).toBeUndefined();
  });
});

describe('playFirehose', () => {
  it('sends one message of N numbered deltas inside a normal run', async () => {
    const io = fakeIo();
    io.counter.next = 41;
    expect(await playFirehose({ deltas: 3, rate: 0, paragraph: 0 }, turn, io)).toBe(true);
    expect(io.sent.map((e) => e.type)).toEqual([
      'RUN_STARTED',
      'TEXT_MESSAGE_START',
      'TEXT_MESSAGE_CONTENT',
      'TEXT_MESSAGE_CONTENT',
      'TEXT_MESSAGE_CONTENT',
      'TEXT_MESSAGE_END',
      'RUN_FINISHED',
    ]);
    expect(io.sent.slice(2, 5).map((e) => (e as { delta?: string }).delta)).toEqual(['⟨41⟩ ', '⟨42⟩ ', '⟨43⟩ ']);
    expect(io.counter.next).toBe(44);
    expect(firehoseToken(7)).toBe('⟨7⟩ ');
  });

  it('ends a paragraph after every P deltas when asked', async () => {
    const io = fakeIo();
    await playFirehose({ deltas: 5, rate: 0, paragraph: 2 }, turn, io);
    expect(io.sent.slice(2, 7).map((e) => (e as { delta?: string }).delta)).toEqual([
      '⟨1⟩ ',
      '⟨2⟩\n\n',
      '⟨3⟩ ',
      '⟨4⟩\n\n',
      '⟨5⟩ ',
    ]);
  });

  it('keeps to the rate: delta i is not sent before i / rate seconds', async () => {
    const io = fakeIo();
    await playFirehose({ deltas: 11, rate: 200, paragraph: 0 }, turn, io);
    const deltas = io.at.slice(2, 13);
    expect((deltas.at(-1) ?? 0) - (deltas[0] ?? 0)).toBeGreaterThanOrEqual(48);
  });

  it('waits while the socket holds more than the high-water mark', async () => {
    let full = true;
    const io = fakeIo(() => (full ? HIGH_WATER_BYTES + 1 : 0));
    const done = playFirehose({ deltas: 1000, rate: 0, paragraph: 0 }, turn, io);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(io.sent.map((e) => e.type)).toEqual(['RUN_STARTED', 'TEXT_MESSAGE_START']);
    full = false;
    expect(await done).toBe(true);
    expect(io.sent).toHaveLength(1004);
  });

  it('stops when the client is gone', async () => {
    const io = fakeIo();
    let left = 5;
    io.send = () => left-- > 0;
    expect(await playFirehose({ deltas: 100, rate: 0, paragraph: 0 }, turn, io)).toBe(false);
  });
});
