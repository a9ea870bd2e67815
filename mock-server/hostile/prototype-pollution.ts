import { EventType } from '@ag-ui/core';
import { entriesOf, rewriteRest, sessionOf } from './rest-rewrite';
import { aroundAttack, event, slot, splicedEvent, toolCallFrames } from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/**
 * Members that pollute `Object.prototype` with `polluted` if a client merges them carelessly:
 * `__proto__` and `constructor.prototype`, each naming `where` (written as text: an object literal would set the
 * prototype instead of a key).
 */
const pollutingMembers = (where: string): string =>
  `"__proto__":{"polluted":"${where}"},"constructor":{"prototype":{"polluted":"${where}-constructor"}}`;

const polluting = (where: string): string => `{${pollutingMembers(where)}}`;
const member = (where: string) => ({ members: pollutingMembers(where) });

/** `__proto__` and `constructor.prototype` in a snapshot, JSON patches, tool arguments and result, and a custom value. */
function pollute(turn: HostileTurn): HostileFrame[] {
  const { threadId, runId } = turn;
  const members = { [slot('members')]: 0 };
  const snapshot = {
    threadId,
    runId,
    currentAgent: 'general-agent',
    status: 'processing',
    ...members,
    nested: members,
  };
  const patch = (path: string, value: unknown) => event(EventType.STATE_DELTA, { delta: [{ op: 'add', path, value }] });
  return aroundAttack('prototype-pollution', turn, [
    splicedEvent(EventType.STATE_SNAPSHOT, { snapshot }, member('snapshot')),
    patch('/__proto__/polluted', 'patch'),
    patch('/constructor/prototype/polluted', 'patch-constructor'),
    patch('/__proto__', { polluted: 'patch-whole' }),
    splicedEvent(
      EventType.STATE_DELTA,
      { delta: [{ op: 'add', path: '/safe', value: slot('value') }] },
      {
        value: polluting('patch-value'),
      },
    ),
    ...toolCallFrames({
      toolCallId: turn.ids('call'),
      toolCallName: 'get_company_info',
      args: [`{"kvk_number":"92251854",`, `${pollutingMembers('args')}}`],
      result: polluting('result'),
    }),
    splicedEvent(EventType.CUSTOM, { name: 'hostile:pollute', value: members }, member('custom')),
  ]);
}

/** The same members in every session of a list, a session's metadata and every history entry. */
const pollutedRest = rewriteRest(
  {
    list: (body) => {
      body[slot('members')] = 0;
      for (const session of entriesOf(body, 'sessions')) session[slot('members')] = 0;
    },
    metadata: (body) => {
      const session = sessionOf(body);
      if (session) session[slot('members')] = 0;
    },
    history: (body) => {
      for (const entry of entriesOf(body, 'history')) entry[slot('members')] = 0;
    },
  },
  () => member('rest'),
);

export const prototypePollutionAttacks: HostileScenario[] = [
  {
    name: 'prototype-pollution',
    family: 'prototype-pollution',
    summary:
      '__proto__ and constructor.prototype in a state snapshot, JSON patches (/__proto__/polluted), tool arguments and result, a custom value',
    run: pollute,
  },
  {
    name: 'prototype-pollution-rest',
    family: 'prototype-pollution',
    summary: 'REST: __proto__ and constructor.prototype in the session list, metadata and history entries',
    rest: pollutedRest,
  },
];
