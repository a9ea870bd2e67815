import { EventType } from '@ag-ui/core';
import { agentSnapshot, event, runStarted } from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/** The run starts, its answer begins, and then nothing more comes: no end, no RUN_FINISHED, the socket stays open. */
function silence(turn: HostileTurn): HostileFrame[] {
  const messageId = turn.ids('msg');
  return [
    runStarted(turn),
    agentSnapshot(turn),
    event(EventType.TEXT_MESSAGE_START, { messageId, role: 'assistant' }),
    event(EventType.TEXT_MESSAGE_CONTENT, { messageId, delta: 'Ik begin aan je antwoord' }),
    { kind: 'silence' },
  ];
}

export const silenceAttacks: HostileScenario[] = [
  {
    name: 'silence',
    family: 'silence',
    summary: 'a run that starts, begins its answer and never sends another frame',
    run: silence,
  },
];
