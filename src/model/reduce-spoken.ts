import type { z } from 'zod';
import { listPush } from '../lib/persistent/persistent-list';
import { mapGet, mapHas, mapSet } from '../lib/persistent/persistent-map';
import {
  SpokenTextContentSchema,
  SpokenTextEndSchema,
  SpokenTextErrorSchema,
  SpokenTextStartSchema,
} from '../protocol/agora-events';
import { closedByClient } from './closed-by-client';
import { isListenAckSpeech } from './listen-mode';
import type { SessionState, SpokenStream } from './session-state';
import { annotate } from './state-helpers';

type Phase = 'start' | 'content' | 'end' | 'error';
type Parsed<T> = z.ZodSafeParseResult<T>;
type Step<T> = (state: SessionState, value: T, existing: SpokenStream | undefined, fresh: SpokenStream) => SessionState;

function put(state: SessionState, stream: SpokenStream): SessionState {
  const previous = mapGet(state.spoken, stream.messageId);
  const next = { ...state, spoken: mapSet(state.spoken, stream.messageId, stream) };
  const opened = stream.status === 'streaming' && previous?.status !== 'streaming';
  const closed = stream.status !== 'streaming' && previous?.status === 'streaming';
  const tracked = opened
    ? { ...next, openSpokenIds: [...state.openSpokenIds, stream.messageId] }
    : closed
      ? { ...next, openSpokenIds: state.openSpokenIds.filter((id) => id !== stream.messageId) }
      : next;
  return previous ? tracked : { ...tracked, spokenOrder: listPush(state.spokenOrder, stream.messageId) };
}

/**
 * The spoken twin of a text message (`agora:spoken_text_*`, same messageId), kept beside the
 * written one. A stream may begin before its TEXT_MESSAGE_START (its deltas are kept, marked
 * `aheadOfText`); content before its own start creates it; an error ends it with the reason.
 * A stream whose run ended without closing it is `stopped`: later content is kept, never read.
 * So is AGORA's canned listen-mode reply (`quiet`): a status, never read aloud.
 */
export function reduceSpoken(state: SessionState, phase: Phase, value: unknown): SessionState {
  switch (phase) {
    case 'start':
      return checked(state, phase, SpokenTextStartSchema.safeParse(value), start);
    case 'content':
      return checked(state, phase, SpokenTextContentSchema.safeParse(value), content);
    case 'end':
      return checked(state, phase, SpokenTextEndSchema.safeParse(value), end);
    case 'error':
      return checked(state, phase, SpokenTextErrorSchema.safeParse(value), error);
  }
}

/** A value its schema refused is marked; a valid one goes on with the stream it names (or a fresh one). */
function checked<T extends { messageId: string }>(
  state: SessionState,
  phase: Phase,
  parsed: Parsed<T>,
  step: Step<T>,
): SessionState {
  if (!parsed.success)
    return annotate(state, 'invalid-value', `agora:spoken_text_${phase}`, parsed.error.issues[0]?.message);
  const { messageId } = parsed.data;
  const fresh: SpokenStream = { messageId, text: '', status: 'streaming' };
  if (!mapHas(state.messages, messageId)) fresh.aheadOfText = true;
  return step(state, parsed.data, mapGet(state.spoken, messageId), fresh);
}

const start: Step<z.infer<typeof SpokenTextStartSchema>> = (state, { messageId }, existing, fresh) =>
  existing ? annotate(state, 'start-duplicate', messageId) : put(state, fresh);

const content: Step<z.infer<typeof SpokenTextContentSchema>> = (state, { messageId, delta }, existing, fresh) => {
  const stream = existing ?? fresh;
  if (stream.quiet || isListenAckSpeech(stream.text + delta))
    return put(state, { ...stream, text: stream.text + delta, status: 'stopped', quiet: true });
  if (stream.status === 'stopped')
    return annotate(put(state, { ...stream, text: stream.text + delta }), 'after-stop', messageId);
  if (stream.status !== 'streaming')
    return closedByClient(state, 'spoken', messageId, false) ?? annotate(state, 'content-after-end', messageId);
  return put(state, { ...stream, text: stream.text + delta });
};

const end: Step<z.infer<typeof SpokenTextEndSchema>> = (state, { messageId }, existing) => {
  if (!existing) return annotate(state, 'end-without-start', messageId);
  if (existing.quiet) return state;
  return existing.status === 'streaming'
    ? put(state, { ...existing, status: 'complete' })
    : (closedByClient(state, 'spoken', messageId, true) ?? annotate(state, 'end-duplicate', messageId));
};

const error: Step<z.infer<typeof SpokenTextErrorSchema>> = (state, { message }, existing, fresh) =>
  put(state, { ...(existing ?? fresh), status: 'error', error: message ?? 'speech failed' });
