import { EventType, type AGUIEvent, type Message } from '@ag-ui/core';
import { seededRandom } from '../src/lib/seeded-random';

export const threadId = 'bench-thread';

/** Deterministic PRNG (mulberry32) so every run replays the same streams. */
const prng = seededRandom;

const lorem =
  'De inspecteur controleert de koelcel, noteert de temperatuur en vraagt naar het HACCP-logboek van deze week. ';

function textDeltas(count: number, seed: number): string[] {
  const random = prng(seed);
  const out: string[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const length = 6 + Math.floor(random() * 5);
    let delta = '';
    for (let c = 0; c < length; c++) delta += lorem[(at + c) % lorem.length];
    at = (at + length) % lorem.length;
    out.push(delta);
  }
  return out;
}

const runStarted = (runId: string): AGUIEvent => ({ type: EventType.RUN_STARTED, threadId, runId });
const runFinished = (runId: string): AGUIEvent => ({ type: EventType.RUN_FINISHED, threadId, runId });

function textMessage(messageId: string, role: 'assistant' | 'user', deltas: readonly string[]): AGUIEvent[] {
  return [
    { type: EventType.TEXT_MESSAGE_START, messageId, role },
    ...deltas.map((delta): AGUIEvent => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
  ];
}

/**
 * A stream split into untimed context and the measured events. `history` (earlier runs) is replayed
 * into our reducer; @ag-ui/client gets the same messages as `initialMessages` instead.
 */
export interface Stream {
  history: AGUIEvent[];
  initialMessages: Message[];
  prefix: AGUIEvent[];
  measured: AGUIEvent[];
  suffix: AGUIEvent[];
}

const empty = { history: [], initialMessages: [], prefix: [], suffix: [] };

/** (a) One assistant message of `n` ~8-character deltas; the whole stream is measured. */
export function textStream(n: number): Stream {
  return {
    ...empty,
    measured: [runStarted('run-a'), ...textMessage('answer', 'assistant', textDeltas(n, 1)), runFinished('run-a')],
  };
}

function priorText(i: number): string {
  return `${i % 2 === 0 ? 'Vraag' : 'Antwoord'} ${i}: ${lorem.slice(0, 40)}`;
}

/** (b) `deltas` deltas into a new message after `m` complete messages; only the deltas are measured. */
export function afterHistoryStream(m: number, deltas = 1000): Stream {
  const prior: AGUIEvent[] = [];
  const initialMessages: Message[] = [];
  for (let i = 0; i < m; i++) {
    const role = i % 2 === 0 ? 'user' : 'assistant';
    prior.push(...textMessage(`prior-${i}`, role, [priorText(i)]));
    initialMessages.push({ id: `prior-${i}`, role, content: priorText(i) });
  }
  const tail = textMessage('answer', 'assistant', textDeltas(deltas, 2));
  return {
    history: [runStarted('run-0'), ...prior, runFinished('run-0')],
    initialMessages,
    prefix: [runStarted('run-b'), tail[0]!],
    measured: tail.slice(1, -1),
    suffix: [tail[tail.length - 1]!, runFinished('run-b')],
  };
}

/** (c) `patches` STATE_DELTA patches (one `replace` on a random key) after a snapshot of `k` keys. */
export function stateStream(k: number, patches = 1000): Stream {
  const key = (i: number) => `key${String(i).padStart(5, '0')}`;
  const snapshot: Record<string, string> = {};
  for (let i = 0; i < k; i++) snapshot[key(i)] = `waarde ${i}`;
  const random = prng(3);
  const measured: AGUIEvent[] = [];
  for (let p = 0; p < patches; p++) {
    const target = key(Math.floor(random() * k));
    measured.push({ type: EventType.STATE_DELTA, delta: [{ op: 'replace', path: `/${target}`, value: `nieuw ${p}` }] });
  }
  return {
    ...empty,
    prefix: [runStarted('run-c'), { type: EventType.STATE_SNAPSHOT, snapshot }],
    measured,
    suffix: [runFinished('run-c')],
  };
}

/** (d) One tool call streamed as `f` small JSON fragments; the whole stream is measured. */
export function toolArgsStream(f: number): Stream {
  const toolCallId = 'call-1';
  const fragments = ['{"items":['];
  for (let i = 1; i < f - 1; i++) fragments.push(`{"n":${i}}${i < f - 2 ? ',' : ''}`);
  fragments.push(']}');
  return {
    ...empty,
    measured: [
      runStarted('run-d'),
      { type: EventType.TOOL_CALL_START, toolCallId, toolCallName: 'zoek_inspecties' },
      ...fragments.slice(0, f).map((delta): AGUIEvent => ({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta })),
      { type: EventType.TOOL_CALL_END, toolCallId },
      runFinished('run-d'),
    ],
  };
}
