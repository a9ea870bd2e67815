import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import { TimelineRow } from './timeline-row';

const weather = {
  location: 'Utrecht',
  temperature: 18,
  feelsLike: 16,
  wind_speed: 12,
  forecast: ['Bewolkt', 'Regen'],
  station: { name: 'De Bilt', distanceKm: 4 },
  note: '<img src=x onerror=alert(1)>',
  details: 'lang '.repeat(60).trim(),
};

function weatherRun(text?: string) {
  const session = createTestSession();
  renderWithSession(<TimelineRow item={{ kind: 'toolCall', id: 'c1' }} />, session);
  const said = text
    ? [
        { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
        { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: text },
        { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      ]
    : [];
  feedSession(session, [
    { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
    { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'get_weather', toolDisplayName: 'Weer ophalen' },
    { type: 'TOOL_CALL_ARGS', toolCallId: 'c1', delta: '{"location":"Utrecht"}' },
    { type: 'TOOL_CALL_END', toolCallId: 'c1' },
    { type: 'TOOL_CALL_RESULT', messageId: 'tr1', toolCallId: 'c1', content: JSON.stringify(weather) },
    ...said,
    { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
  ]);
}

describe('a tool result that is an object, in a run that said nothing', () => {
  it('shows as a card: keys as Dutch labels, lists as lists, nested objects as fields, values as text only', async () => {
    weatherRun();
    const card = await screen.findByRole('region', { name: 'Resultaat: Weer ophalen' });
    const labels = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual([
      'Locatie',
      'Temperatuur',
      'Gevoelstemperatuur',
      'Windsnelheid',
      'Verwachting',
      'Station',
      'Naam',
      'Distance km',
      'Note',
      'Details',
    ]);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bewolkt', 'Regen']);
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(card.querySelector('img')).toBeNull();
  });

  it('cuts a long value, with a button to show all of it', async () => {
    weatherRun();
    const card = await screen.findByRole('region', { name: 'Resultaat: Weer ophalen' });
    expect(card).not.toHaveTextContent(weather.details);
    await userEvent.click(within(card).getByRole('button', { name: 'Alles tonen' }));
    expect(card).toHaveTextContent(weather.details);
    expect(within(card).getByRole('button', { name: 'Minder tonen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays in the chip’s details where the run answered in text', async () => {
    weatherRun('Het is 18 graden in Utrecht.');
    await screen.findByRole('button', { name: /Weer ophalen/ });
    expect(screen.queryByRole('region', { name: /Resultaat/ })).not.toBeInTheDocument();
  });
});
