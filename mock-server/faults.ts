import { EventType } from '@ag-ui/core';
import type { BaseEvent } from '@ag-ui/core';

const malformedKinds = ['notjson', 'unknowntype', 'missingfield', 'wrongtype', 'huge', 'deep'] as const;
export type MalformedKind = (typeof malformedKinds)[number];

/** Per-connection faults, read once from the `/ws` URL's query. Event numbers count from 1 on the connection. */
export interface FaultPlan {
  dropAfter?: number;
  malformed?: { kind: MalformedKind; at: number };
  duplicate?: number;
  reorder?: number;
  badDelta: boolean;
  /** `every` run (`hang=1`) or only the connection's `first` (`hang=first`) stops after its first text chunk. */
  hang?: 'first' | 'every';
}

export const HUGE_DELTA_BYTES = 5 * 1024 * 1024;
export const DEEP_LEVELS = 10_000;

function count(raw: string | null, min: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min ? value : undefined;
}

const isKind = (raw: string | null): raw is MalformedKind => malformedKinds.includes(raw as MalformedKind);

const hangOf = (raw: string | null): FaultPlan['hang'] =>
  raw === '1' ? 'every' : raw === 'first' ? 'first' : undefined;

export function parseFaultPlan(params: URLSearchParams): FaultPlan {
  const kind = params.get('malformed');
  return {
    dropAfter: count(params.get('dropAfter'), 0),
    malformed: isKind(kind) ? { kind, at: count(params.get('malformedAt'), 1) ?? 1 } : undefined,
    duplicate: count(params.get('duplicate'), 1),
    reorder: count(params.get('reorder'), 1),
    badDelta: params.get('badDelta') === '1',
    hang: hangOf(params.get('hang')),
  };
}

/** `{"a":{"a":…{}}}` with `levels` objects, written without recursion (JSON.stringify overflows the stack). */
export function deepJson(levels: number): string {
  return '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
}

export function malformedFrame(kind: MalformedKind): string {
  const content = (fields: Record<string, unknown>): string =>
    JSON.stringify({
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId: 'msg-injected',
      delta: 'x',
      ...fields,
      timestamp: Date.now(),
    });
  switch (kind) {
    case 'notjson':
      return '{"type": "TEXT_MESSAGE_CONTENT", oops';
    case 'unknowntype':
      return '{"type":"NOT_A_REAL_EVENT"}';
    case 'missingfield':
      return content({ messageId: undefined });
    case 'wrongtype':
      return content({ delta: 42 });
    case 'huge':
      return content({ delta: 'x'.repeat(HUGE_DELTA_BYTES) });
    case 'deep':
      return `{"type":"CUSTOM","name":"agora:injected_deep","value":${deepJson(DEEP_LEVELS)},"timestamp":${Date.now()}}`;
  }
}

export const badDeltaEvent = (): BaseEvent =>
  ({ type: EventType.STATE_DELTA, delta: [{ op: 'replace', path: '/does/not/exist', value: 1 }] }) as BaseEvent;
