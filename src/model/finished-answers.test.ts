import { describe, expect, it } from 'vitest';
import { feed } from '../testing/feed';
import { finishedAnswersSelector } from './selectors';

const answer = (id: string) => [
  { type: 'TEXT_MESSAGE_START', messageId: id, role: 'assistant' },
  { type: 'TEXT_MESSAGE_CONTENT', messageId: id, delta: 'Klaar.' },
  { type: 'TEXT_MESSAGE_END', messageId: id },
];

describe('finishedAnswersSelector', () => {
  it('gives the finished answers newest first, and the same array while they are the same', () => {
    const select = finishedAnswersSelector();
    const done = feed([...answer('a1'), ...answer('a2')]);
    const first = select(done);
    expect(first.map((message) => message.id)).toEqual(['a2', 'a1']);
    const streaming = feed(
      [
        { type: 'TEXT_MESSAGE_START', messageId: 'a3', role: 'assistant' },
        { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a3', delta: 'Bez' },
      ],
      done,
    );
    expect(select(streaming)).toBe(first);
    expect(select(feed([{ type: 'TEXT_MESSAGE_END', messageId: 'a3' }], streaming)).map((m) => m.id)).toEqual([
      'a3',
      'a2',
      'a1',
    ]);
  });

  it('leaves out restored answers and looks only at the newest 12 rows', () => {
    const select = finishedAnswersSelector();
    const restored = feed([{ type: 'local.history', entries: [{ role: 'assistant', content: 'Van eerder.' }], at: 1 }]);
    expect(select(restored)).toEqual([]);
    const many = feed(Array.from({ length: 14 }, (_, index) => answer(`a${index}`)).flat());
    expect(select(many)).toHaveLength(12);
  });
});
