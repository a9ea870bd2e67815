import { EventType } from '@ag-ui/core';
import type { TextMessageContentEvent, TextMessageEndEvent, TextMessageStartEvent } from '@ag-ui/core';
import { AgoraEvent } from '../src/protocol/agora-events';
import { customEvent } from './custom-events';
import { emit, pace } from './script';
import type { ScriptStep } from './script';

/**
 * Splits text into word-ish chunks of 2–4 words. Whitespace (newlines included) stays attached to
 * the word before it, so the chunks concatenate back to exactly `text` and none is empty.
 */
export function splitIntoChunks(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const chunks: string[] = [];
  for (let i = 0, n = 0; i < words.length; n += 1) {
    const size = 2 + (n % 3);
    chunks.push(words.slice(i, i + size).join(''));
    i += size;
  }
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}

/** A nominal human-pace pause between text chunks: 30–60 ms, varying deterministically. */
function chunkPause(index: number): number {
  return 30 + ((index * 17) % 31);
}

export interface TextMessageOptions {
  /** Pause before TEXT_MESSAGE_START (default: a step's pause). */
  pauseMs?: number;
}

/** TEXT_MESSAGE_START, with `agora:spoken_text_start` for the same message when it is spoken. */
export function openText(messageId: string, spoken: boolean, pauseMs: number = pace.step): ScriptStep[] {
  const start: TextMessageStartEvent = { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' };
  const spokenStart = customEvent(AgoraEvent.spokenTextStart, { messageId, role: 'assistant' });
  return [emit(start, pauseMs), ...(spoken ? [emit(spokenStart, 0)] : [])];
}

/** TEXT_MESSAGE_END, with `agora:spoken_text_end` when the message is spoken. */
export function closeText(messageId: string, spoken: boolean, pauseMs: number = chunkPause(0)): ScriptStep[] {
  const end: TextMessageEndEvent = { type: EventType.TEXT_MESSAGE_END, messageId };
  return [emit(end, pauseMs), ...(spoken ? [emit(customEvent(AgoraEvent.spokenTextEnd, { messageId }), 0)] : [])];
}

/**
 * TEXT_MESSAGE_CONTENT for `text` with `agora:spoken_text_content` for `spoken` interleaved in
 * proportion (same messageId, contract v2.4.1). `spoken: null` streams no spoken text.
 */
export function textContent(messageId: string, text: string, spoken: string | null): ScriptStep[] {
  const textChunks = splitIntoChunks(text);
  const spokenChunks = spoken === null ? [] : splitIntoChunks(spoken);
  if (textChunks.length === 0) throw new Error(`textMessage ${messageId}: text is empty`);
  if (spoken !== null && spokenChunks.length === 0) throw new Error(`textMessage ${messageId}: spoken is empty`);
  const steps: ScriptStep[] = [];
  let t = 0;
  let s = 0;
  while (t < textChunks.length || s < spokenChunks.length) {
    const textBehind = t / textChunks.length <= s / Math.max(spokenChunks.length, 1);
    const textChunk = textChunks[t];
    const spokenChunk = spokenChunks[s];
    if (textChunk !== undefined && (textBehind || spokenChunk === undefined)) {
      const content: TextMessageContentEvent = { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: textChunk };
      steps.push(emit(content, chunkPause(t)));
      t += 1;
    } else if (spokenChunk !== undefined) {
      steps.push(emit(customEvent(AgoraEvent.spokenTextContent, { messageId, delta: spokenChunk }), 0));
      s += 1;
    }
  }
  return steps;
}

/** A whole message: `openText`, `textContent`, `closeText`. */
export function textMessage(
  messageId: string,
  text: string,
  spoken: string | null,
  options: TextMessageOptions = {},
): ScriptStep[] {
  const body = textContent(messageId, text, spoken);
  const withSpoken = spoken !== null;
  return [...openText(messageId, withSpoken, options.pauseMs), ...body, ...closeText(messageId, withSpoken)];
}
