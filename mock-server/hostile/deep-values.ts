import { EventType } from '@ag-ui/core';
import { splitArgs } from '../../scenarios/tool-call';
import { deepJson } from '../faults';
import { entriesOf, rewriteRest, sessionOf } from './rest-rewrite';
import {
  aroundAttack,
  event,
  HOSTILE_DEPTH,
  message,
  runFinished,
  runStarted,
  slot,
  splicedEvent,
  survivedText,
  toolCallFrames,
} from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

// Built once: 600 KB each, the same for every answer.
let deepValue: string | undefined;
const deep = (): string => (deepValue ??= deepJson(HOSTILE_DEPTH));
/** The deep value as a JSON string's text (what a tool call's stored arguments are). */
const deepString = (): string => JSON.stringify(deep());
const raws = () => ({ deep: deep(), deepString: deepString() });

/** STATE_SNAPSHOT with a deep value, a STATE_DELTA, another adding a deep value, then text and RUN_FINISHED. */
function deepState(turn: HostileTurn): HostileFrame[] {
  const { threadId, runId } = turn;
  const snapshot = { threadId, runId, currentAgent: 'general-agent', status: 'processing', deep: slot('deep') };
  return [
    runStarted(turn),
    splicedEvent(EventType.STATE_SNAPSHOT, { snapshot }, raws()),
    event(EventType.STATE_DELTA, { delta: [{ op: 'add', path: '/checked', value: true }] }),
    splicedEvent(EventType.STATE_DELTA, { delta: [{ op: 'add', path: '/deeper', value: slot('deep') }] }, raws()),
    ...message(turn.ids('msg'), survivedText('deep-state')),
    runFinished(turn),
  ];
}

const deepArgs = (turn: HostileTurn) =>
  aroundAttack(
    'deep-tool-args',
    turn,
    toolCallFrames({
      toolCallId: turn.ids('call'),
      toolCallName: 'get_company_info',
      args: splitArgs(deep(), 8),
      result: '{"name": "Restaurant Bella Rosa"}',
    }),
  );

const deepCustom = (turn: HostileTurn) =>
  aroundAttack('deep-custom', turn, [
    splicedEvent(EventType.CUSTOM, { name: 'hostile:deep', value: slot('deep') }, raws()),
  ]);

/** One entry a deep extra field; the first tool call's stored arguments deep JSON text. */
const deepHistory = rewriteRest(
  {
    history: (body) => {
      const entries = entriesOf(body, 'history');
      if (entries[0]) entries[0].hostileDeep = slot('deep');
      const call = entries.find((entry) => entry.role === 'tool_call');
      if (call) call.content = slot('deepString');
    },
  },
  raws,
);

const deepSessions = rewriteRest(
  {
    list: (body) => {
      const first = entriesOf(body, 'sessions')[0];
      if (first) first.hostileDeep = slot('deep');
    },
    metadata: (body) => {
      const session = sessionOf(body);
      if (session) session.hostileDeep = slot('deep');
    },
  },
  raws,
);

const depth = `${HOSTILE_DEPTH.toLocaleString('en')} levels`;

export const deepValueAttacks: HostileScenario[] = [
  {
    name: 'deep-state',
    family: 'deep-values',
    summary: `STATE_SNAPSHOT ${depth} deep, STATE_DELTAs, then text and RUN_FINISHED`,
    run: deepState,
  },
  {
    name: 'deep-tool-args',
    family: 'deep-values',
    summary: `TOOL_CALL_ARGS deltas forming JSON ${depth} deep`,
    run: deepArgs,
  },
  {
    name: 'deep-custom',
    family: 'deep-values',
    summary: `a CUSTOM event whose value is ${depth} deep`,
    run: deepCustom,
  },
  {
    name: 'deep-history',
    family: 'deep-values',
    summary: `REST history: an entry with a field ${depth} deep, a tool call's arguments as deep JSON`,
    rest: deepHistory,
  },
  {
    name: 'deep-session-list',
    family: 'deep-values',
    summary: `REST session list and metadata: a field ${depth} deep`,
    rest: deepSessions,
  },
];
