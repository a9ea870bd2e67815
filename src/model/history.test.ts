import { describe, expect, it } from 'vitest';
import { fromHistory } from './history';

describe('a history with an entry that could not be read', () => {
  it('shows the others and keeps the unreadable one in its place, with the id it named', () => {
    const snapshot = fromHistory(
      't1',
      [
        { role: 'user', content: 'Start inspectie' },
        { role: 'unreadable', entryId: 'call-9' },
        { role: 'assistant', content: 'Klaar.' },
        { role: 'unreadable' },
      ],
      1000,
    );
    expect(snapshot.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Start inspectie'],
      ['unreadable', 'call-9'],
      ['assistant', 'Klaar.'],
      ['unreadable', ''],
    ]);
    expect(snapshot.timeline.map((item) => item.id)).toEqual(['t1-h0', 't1-h1', 't1-h2', 't1-h3']);
    expect(snapshot.messages[1]).toMatchObject({ status: 'complete', restored: true });
  });
});
