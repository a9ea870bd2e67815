import { EventType, type ToolCallArgsEvent, type ToolCallChunkEvent } from '@ag-ui/core';
import type { EventEntry, EventLogEntry } from '../../../model/event-log';
import type { ExportedEntry } from './export-event-log';
import { fillText, redactJson, redactJsonText } from './redact-text';

/** Event fields that name, order or time things, never inspection data. */
const eventKeys = new Set([
  'type',
  'name',
  'code',
  'role',
  'stepName',
  'toolCallName',
  'activityType',
  'subtype',
  'replace',
  'timestamp',
]);
/** Inside values: ids, kinds and patch paths (what replay needs to find things), and who is speaking. */
const valueKeys = new Set([
  'type',
  'role',
  'op',
  'path',
  'from',
  'currentAgent',
  'current_agent',
  'errorCode',
  'riskLevel',
  'toolName',
]);
const keepInValue = (key: string) => valueKeys.has(key) || /(?:^id|Ids?)$/.test(key);
const keepInEvent = (key: string) => eventKeys.has(key) || keepInValue(key);

type ArgsEntry = EventEntry & { payload: ToolCallArgsEvent | ToolCallChunkEvent };
const isArgs = (entry: EventLogEntry): entry is ArgsEntry =>
  entry.kind === 'event' &&
  (entry.payload.type === EventType.TOOL_CALL_ARGS || entry.payload.type === EventType.TOOL_CALL_CHUNK);

/**
 * Tool-call arguments arrive as fragments of one JSON text: the whole text of each call is redacted
 * (so it stays valid JSON), then cut back into fragments of the original lengths.
 */
function redactArguments(entries: readonly EventLogEntry[]): Map<EventLogEntry, string> {
  const texts = new Map<string, string>();
  const owners: [EventLogEntry, string, string][] = [];
  let chunkId = '';
  for (const entry of entries) {
    if (!isArgs(entry)) continue;
    const { toolCallId, delta } = entry.payload;
    if (typeof toolCallId === 'string') chunkId = toolCallId;
    if (typeof delta !== 'string') continue;
    texts.set(chunkId, (texts.get(chunkId) ?? '') + delta);
    owners.push([entry, chunkId, delta]);
  }
  const redacted = new Map([...texts].map(([id, text]) => [id, redactJsonText(text)]));
  const offsets = new Map<string, number>();
  const fragments = new Map<EventLogEntry, string>();
  for (const [entry, id, delta] of owners) {
    const offset = offsets.get(id) ?? 0;
    fragments.set(entry, redacted.get(id)!.slice(offset, offset + delta.length));
    offsets.set(id, offset + delta.length);
  }
  return fragments;
}

function redactPayload(entry: EventLogEntry, args: string | undefined): unknown {
  const { payload } = entry;
  if (typeof payload === 'string') return redactJsonText(payload, keepInEvent);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return redactJson(payload, keepInValue);
  const fields = Object.entries(payload).map(([key, value]) => {
    if (key === 'delta' && args !== undefined) return [key, args];
    return [key, keepInEvent(key) && typeof value !== 'object' ? value : redactJson(value, keepInValue)];
  });
  return Object.fromEntries(fields);
}

/**
 * The event log without inspection data, for a bug report: message text, tool arguments and
 * results, state, custom values and client payloads become placeholders of the same length and
 * JSON shape (`redact-text.ts`). Ids, types, roles, timings, sizes, directions and rules stay, so
 * the redacted log replays into the same transcript, with filled text. Rule details and quoted
 * parts of rejection reasons may quote data: details are dropped, quotes filled.
 */
export function redactEntries(entries: readonly EventLogEntry[]): ExportedEntry[] {
  const args = redactArguments(entries);
  return entries.map((entry) => {
    const redacted: ExportedEntry = { ...entry, payload: redactPayload(entry, args.get(entry)) };
    if (entry.rejection !== undefined) redacted.rejection = entry.rejection.replace(/"[^"]*"?/g, fillText);
    if (entry.annotations) redacted.annotations = entry.annotations.map(({ rule, subject }) => ({ rule, subject }));
    return redacted;
  });
}
