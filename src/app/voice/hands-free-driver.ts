import { catalogs, format, type MessageKey } from '../../i18n/catalog';
import { usePrefs } from '../../prefs/prefs-store';
import type { LiveConversation } from '../../session/live-conversation';
import { loopOff, stepLoop, type LoopEffect, type LoopEnd, type LoopEvent } from '../../speech/hands-free-loop';
import type { SpeechQueue } from '../../speech/speech-queue';
import type { ListenEnd } from '../../speech/stt-adapter';
import { useVoice } from '../../ui-state/voice-store';
import { followConversation, noConversation, type ConversationFacts } from './conversation-facts';

export interface HandsFreeDeps {
  queue: SpeechQueue;
  /** The open conversation: its runs and approvals decide when the microphone opens again. */
  conversation: LiveConversation;
  listen: () => void;
  stopListening: () => void;
  /** Sends what the composer holds; false when it could not. */
  send: () => boolean;
  /** How long all must stay quiet before the microphone opens again. */
  settleMs?: number;
}

const noticeFor = (reason: LoopEnd): MessageKey =>
  reason === 'stopped' || reason === 'no-speech' ? `voice.loop.${reason}` : `voice.error.${reason}`;

/** Reads an approval request's question aloud: what it is for and that only a click decides it. */
function readApproval(queue: SpeechQueue, approval: ConversationFacts['approval'], id: string) {
  if (approval?.id !== id) return;
  const template = catalogs[usePrefs.getState().language]['voice.approvalAsk'];
  const text = format(template, { tool: approval.tool, reasoning: approval.reasoning ?? '' }).replace(/\s+/g, ' ');
  queue.enqueue({ key: `approval:${id}`, text });
}

/**
 * Runs the hands-free loop (`speech/hands-free-loop.ts`) against the world: the conversation's facts and the
 * speech queue become its events, its effects become listening, sending and reading aloud. The microphone
 * opens again only once nothing runs, nothing is read and no approval waits, for `settleMs` on end.
 */
export function driveHandsFree({ queue, conversation, listen, stopListening, send, settleMs = 400 }: HandsFreeDeps) {
  let state = loopOff;
  let sent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let facts = noConversation;

  const quiet = () => {
    const { runActive, approval } = facts;
    const speech = queue.getState();
    return !runActive && !approval && speech.status === 'idle' && speech.queued === 0;
  };
  const checkQuiet = () => {
    clearTimeout(timer);
    if (state.phase !== 'answering' || state.awaitingRun || !quiet()) return;
    timer = setTimeout(() => quiet() && dispatch({ type: 'quiet' }), settleMs);
  };
  const run = (effect: LoopEffect) => {
    if (effect.type === 'listen') listen();
    else if (effect.type === 'stopListening') stopListening();
    else if (effect.type === 'readApproval') readApproval(queue, facts.approval, effect.id);
    else if (effect.type === 'ended') useVoice.setState({ notice: noticeFor(effect.reason) });
    else if (send()) sent = true;
    else dispatch({ type: 'stop' });
  };
  function dispatch(event: LoopEvent) {
    const step = stepLoop(state, event);
    state = step.state;
    if (useVoice.getState().handsFree !== state.phase) useVoice.setState({ handsFree: state.phase });
    step.effects.forEach(run);
    checkQuiet();
  }

  queue.subscribe(checkQuiet);
  followConversation(conversation, (now, ended) => {
    const before = facts;
    facts = now;
    if (ended) dispatch({ type: 'runEnded' });
    if (now.approval && now.approval.id !== before.approval?.id) dispatch({ type: 'approval', id: now.approval.id });
    if (!now.approval && before.approval) dispatch({ type: 'approvalDone' });
    checkQuiet();
  });
  usePrefs.subscribe((prefs) => {
    if (!prefs.speech.enabled && state.phase !== 'off') dispatch({ type: 'stop' });
  });

  return {
    get on() {
      return state.phase !== 'off';
    },
    start: () => dispatch({ type: 'start' }),
    stop: () => dispatch({ type: 'stop' }),
    /** How the loop's take ended; true when it sent the transcript. */
    listened(end: ListenEnd): boolean {
      sent = false;
      if (end.kind === 'heard') dispatch({ type: 'heard', text: end.text });
      else if (end.kind === 'failed') dispatch({ type: 'failed', error: end.error });
      return sent;
    },
  };
}
