import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { TimelineRow } from './timeline-row';

describe('a run that only changes the shared state', () => {
  it('shows a card of what changed in the conversation: steps with their status, values as text, never HTML', async () => {
    const session = createTestSession();
    renderWithSession(<TimelineRow item={{ kind: 'stateChange', id: 'state-change-r' }} />, session);
    const checklist = (status: string) => ({
      title: 'Hygiëne',
      steps: [
        { description: 'Koelcel meten', status },
        { description: 'Opslag bekijken', status: 'pending' },
      ],
    });
    feedSession(session, [
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'STATE_SNAPSHOT', snapshot: { status: 'processing', checklist: checklist('pending') } },
      { type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/checklist/steps/0/status', value: 'completed' }] },
      { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/checklist/note', value: '<img src=x onerror=alert(1)>' }] },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
    ]);
    const card = await screen.findByRole('region', { name: 'Gedeelde status bijgewerkt' });
    const lines = within(card).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'checklist › title: Hygiëne (nieuw)',
      'checklist › steps › Koelcel meten › status: completed (nieuw)',
      'checklist › steps › Opslag bekijken › status: pending (nieuw)',
      'checklist › note: <img src=x onerror=alert(1)> (nieuw)',
    ]);
    expect(card.querySelector('img')).toBeNull();
  });
});
