import { EventType } from '@ag-ui/core';
import { agentSnapshot, event, message, runFinished, runStarted, survivedText } from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/** How many one-character deltas the flood sends (issue 34: they took 15.7 s to render). */
export const FLOOD_DELTAS = 100_000;

/** The flood's text: readable words, so it wraps like an answer; it ends on a mark a journey can wait for. */
export const floodEnd = ' Einde van de vloed.';
const floodSentence = 'Koelcel op vier graden, vlees afgedekt en gelabeld. ';

/** `deltas` characters in all, the last of them `floodEnd`. */
export function floodText(deltas = FLOOD_DELTAS): string {
  const body = Math.max(0, deltas - floodEnd.length);
  return floodSentence.repeat(Math.ceil(body / floodSentence.length)).slice(0, body) + floodEnd;
}

/** The answer's text and RUN_FINISHED, and never a RUN_STARTED. */
function finishedWithoutStart(turn: HostileTurn): HostileFrame[] {
  const messageId = turn.ids('msg');
  return [
    event(EventType.TEXT_MESSAGE_START, { messageId, role: 'assistant' }),
    ...['Een antwoord ', 'zonder RUN_STARTED. ', survivedText('run-finished-without-start')].map((delta) =>
      event(EventType.TEXT_MESSAGE_CONTENT, { messageId, delta }),
    ),
    event(EventType.TEXT_MESSAGE_END, { messageId }),
    runFinished(turn),
  ];
}

/** One message of `FLOOD_DELTAS` one-character deltas (or, `oneDelta`, the same text at once), then the usual end. */
function deltaFlood(turn: HostileTurn, name: string, oneDelta = false): HostileFrame[] {
  const messageId = turn.ids('msg');
  const pieces = oneDelta ? [floodText()] : Array.from(floodText());
  const deltas = pieces.map((delta) => event(EventType.TEXT_MESSAGE_CONTENT, { messageId, delta }));
  return [
    runStarted(turn),
    agentSnapshot(turn),
    event(EventType.TEXT_MESSAGE_START, { messageId, role: 'assistant' }),
    ...deltas,
    event(EventType.TEXT_MESSAGE_END, { messageId }),
    ...message(turn.ids('msg'), survivedText(name)),
    agentSnapshot(turn, 'completed'),
    runFinished(turn),
  ];
}

export const runAttacks: HostileScenario[] = [
  {
    name: 'run-finished-without-start',
    family: 'runs',
    summary: 'text and RUN_FINISHED, no RUN_STARTED',
    run: finishedWithoutStart,
  },
  {
    name: 'delta-flood',
    family: 'runs',
    summary: `${FLOOD_DELTAS.toLocaleString('en-US')} one-character deltas`,
    run: (turn) => deltaFlood(turn, 'delta-flood'),
  },
  {
    name: 'delta-flood-one-delta',
    family: 'runs',
    summary: "the flood's text as one delta: what the flood is measured against (UI benchmark)",
    run: (turn) => deltaFlood(turn, 'delta-flood-one-delta', true),
  },
];
