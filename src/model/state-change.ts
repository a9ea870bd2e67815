import { treeToJson } from '../lib/persistent/json-tree';
import { listSize, listSlice } from '../lib/persistent/persistent-list';
import { mapGet, mapSet } from '../lib/persistent/persistent-map';
import { isRecord } from '../lib/record';
import type { SessionState, StateChangeCard, StateChangeEntry } from './session-state';
import { addTimelineItem, putToolCall } from './state-helpers';

/** AGORA's bookkeeping in every snapshot (which run, which agent, processing or completed): no news to the inspector. */
const bookkeeping = new Set(['threadId', 'thread_id', 'runId', 'run_id', 'status', 'currentAgent', 'current_agent']);
/** The fields that name an item of a list (a step, an ingredient), in the order they are tried. */
const nameFields = ['description', 'name', 'title', 'label', 'step', 'id'];
const maxEntries = 12;
const maxDepth = 5;
const maxText = 120;

type Json = unknown;

/** A value as one short line of text: scalars as they are, a list of scalars joined, anything else as JSON. */
function valueText(value: Json): string {
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item))
        ? value.map(String).join(', ')
        : JSON.stringify(value);
  return text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text;
}

const nameField = (item: Json): string | undefined =>
  isRecord(item) ? nameFields.find((field) => typeof item[field] === 'string' && item[field] !== '') : undefined;

function itemName(item: Json, index: number): string {
  const field = nameField(item);
  return field === undefined || !isRecord(item) ? `#${index + 1}` : String(item[field]);
}

/** An item named by one of its fields is listed under that name, so that field is no line of its own. */
function unnamed(item: Json): Json {
  const field = nameField(item);
  if (field === undefined || !isRecord(item)) return item;
  const rest = { ...item };
  delete rest[field];
  return rest;
}

const isLeaf = (value: Json) => !isRecord(value) && !(Array.isArray(value) && value.some(isRecord));

/** A list's items are matched by name (a step's description), not by place: a step inserted moves none. */
function diffList(out: StateChangeEntry[], path: string[], before: Json, after: Json[], depth: number): void {
  const old = Array.isArray(before) ? before : [];
  const oldByName = new Map(old.map((item: Json, index) => [itemName(item, index), item] as const));
  after.forEach((item, index) => {
    const previous = oldByName.get(itemName(item, index));
    const was = previous === undefined ? undefined : unnamed(previous);
    diffInto(out, [...path, itemName(item, index)], was, unnamed(item), depth + 1);
  });
  const names = new Set(after.map(itemName));
  old.forEach((item: Json, index) => {
    const name = itemName(item, index);
    if (!names.has(name)) diffInto(out, [...path, name], item, undefined, depth + 1);
  });
}

function diffInto(out: StateChangeEntry[], path: string[], before: Json, after: Json, depth: number): void {
  if (before === after || (isLeaf(before) && isLeaf(after) && JSON.stringify(before) === JSON.stringify(after))) return;
  if (after === undefined) return void out.push({ path, change: 'removed', value: valueText(before) });
  const descend = depth < maxDepth && (before === undefined || typeof before === typeof after) && !isLeaf(after);
  if (!descend)
    return void out.push({ path, change: before === undefined ? 'added' : 'changed', value: valueText(after) });
  if (Array.isArray(after)) return diffList(out, path, before, after, depth);
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  for (const key of Object.keys(next)) diffInto(out, [...path, key], old[key], next[key], depth + 1);
  for (const key of Object.keys(old)) if (!(key in next)) diffInto(out, [...path, key], old[key], undefined, depth + 1);
}

/**
 * What changed in the shared state between two moments, as readable lines: a path (list items by their
 * name, e.g. a step's description), whether it was added, changed or removed, and its value as text.
 * AGORA's per-run bookkeeping keys are left out. At most `maxEntries` lines; `more` counts the rest.
 */
export function diffAgentState(before: Json, after: Json): { entries: StateChangeEntry[]; more: number } {
  const out: StateChangeEntry[] = [];
  const strip = (value: Json) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !bookkeeping.has(key))) : value;
  diffInto(out, [], strip(before), strip(after), 0);
  return { entries: out.slice(0, maxEntries), more: Math.max(0, out.length - maxEntries) };
}

/** Whether the current run (or a turn, `to` its end) wrote any assistant text: its timeline items (a handful). */
function runSpoke(state: SessionState, from: number, to?: number): boolean {
  return listSlice(state.timeline, from, to).some((item) => {
    const message = item.kind === 'message' ? mapGet(state.messages, item.id) : undefined;
    return message?.role === 'assistant' && message.text.trim() !== '';
  });
}

/**
 * At a run's end: a run that changed the shared state and said nothing gets a card in the conversation
 * with what changed. Computed once here, from the state the run started with, never per delta.
 */
function noteStateChange(state: SessionState, at: number): SessionState {
  const { stateAtStart, timelineAtStart, runId } = state.run;
  if (stateAtStart === undefined || stateAtStart === state.agentState) return state;
  if (runSpoke(state, timelineAtStart ?? listSize(state.timeline))) return state;
  const { entries, more } = diffAgentState(treeToJson(stateAtStart), treeToJson(state.agentState));
  if (entries.length === 0) return state;
  const id = `state-change-${runId ?? state.eventLog.nextSeq}`;
  if (mapGet(state.stateCards, id)) return state;
  const change: StateChangeCard = { id, runId, at, entries, more };
  return addTimelineItem({ ...state, stateCards: mapSet(state.stateCards, id, change) }, 'stateChange', id);
}

/** Whether a result may be an object (JSON or a Python dict, or a Python tool message holding one): cheap, no parse. */
const mayBeObject = (result: string | undefined): boolean => result !== undefined && /^\s*(\{|content=)/.test(result);

/** A run or turn longer than this is no silent answer of a tool's object: it gets no cards, its work stays bounded. */
const maxItems = 100;

/**
 * A run that said nothing but whose tools answered with objects (an AG-UI server's generative UI: the dojo's
 * weather, a haiku) shows those results as cards in the conversation, so it does not look empty after the
 * question. Marked once, at the run's end, over the run's own items; and per turn (items `from` up to `to`) in a
 * restored conversation.
 */
function markSilentResults(
  state: SessionState,
  from = state.run.timelineAtStart,
  to = listSize(state.timeline),
): SessionState {
  if (from === undefined || to - from > maxItems || runSpoke(state, from, to)) return state;
  return listSlice(state.timeline, from, to).reduce((next, item) => {
    const call = item.kind === 'toolCall' ? mapGet(next.toolCalls, item.id) : undefined;
    const shown = call?.status === 'completed' && !call.inline && !call.resultCard && mayBeObject(call.result);
    return shown ? putToolCall(next, { ...call, resultCard: true }) : next;
  }, state);
}

/**
 * A restored conversation (REST history; MESSAGES_SNAPSHOT's items `from` up to `to`) shows the cards its live runs'
 * ends marked: the same rule per turn, a question and what followed it up to the next. Rows before the first question
 * (a snapshot's may continue a turn shown already) are left alone, and so is the last turn while a run runs (it may
 * yet speak; the run's end decides). One pass over the items.
 */
export function markSilentTurns(state: SessionState, from = 0, to = listSize(state.timeline)): SessionState {
  let start = -1;
  let next = state;
  listSlice(state.timeline, from, to).forEach((item, index) => {
    if (item.kind !== 'message' || mapGet(state.messages, item.id)?.role !== 'user') return;
    if (start >= 0) next = markSilentResults(next, start, from + index);
    start = from + index;
  });
  return start < 0 || state.run.status === 'running' ? next : markSilentResults(next, start, to);
}

/** What a finished run that said nothing leaves in the conversation: its state change, its tools' objects. */
export const noteSilentRun = (state: SessionState, at: number): SessionState =>
  noteStateChange(markSilentResults(state), at);
