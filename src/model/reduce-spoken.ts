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

const schemas = {
  start: SpokenTextStartSchema,
  content: SpokenTextContentSchema,
  end: SpokenTextEndSchema,
  error: SpokenTextErrorSchema,
};

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
  const parsed = (schemas[phase] as z.ZodType<{ messageId: string }>).safeParse(value);
  if (!parsed.success)
    return annotate(state, 'invalid-value', `agora:spoken_text_${phase}`, parsed.error.issues[0]?.message);
  const { messageId } = parsed.data;
  const existing = mapGet(state.spoken, messageId);
  const fresh: SpokenStream = { messageId, text: '', status: 'streaming' };
  if (!mapHas(state.messages, messageId)) fresh.aheadOfText = true;
  switch (phase) {
    case 'start':
      return existing ? annotate(state, 'start-duplicate', messageId) : put(state, fresh);
    case 'content': {
      const stream = existing ?? fresh;
      const delta = (parsed.data as unknown as { delta: string }).delta;
      if (stream.quiet || isListenAckSpeech(stream.text + delta))
        return put(state, { ...stream, text: stream.text + delta, status: 'stopped', quiet: true });
      if (stream.status === 'stopped')
        return annotate(put(state, { ...stream, text: stream.text + delta }), 'after-stop', messageId);
      if (stream.status !== 'streaming')
        return closedByClient(state, 'spoken', messageId, false) ?? annotate(state, 'content-after-end', messageId);
      return put(state, { ...stream, text: stream.text + delta });
    }
    case 'end':
      if (!existing) return annotate(state, 'end-without-start', messageId);
      if (existing.quiet) return state;
      return existing.status === 'streaming'
        ? put(state, { ...existing, status: 'complete' })
        : (closedByClient(state, 'spoken', messageId, true) ?? annotate(state, 'end-duplicate', messageId));
    case 'error': {
      const reason = (parsed.data as unknown as { message?: string | null }).message ?? 'speech failed';
      return put(state, { ...(existing ?? fresh), status: 'error', error: reason });
    }
  }
}
