import { EventType } from '@ag-ui/core';
import { customEvent } from '../scenarios/custom-events';
import { Agents } from '../scenarios/demo-state';
import { emit, runTurn, sequence, step, stepEnd, stepStart } from '../scenarios/script';
import type { ScriptStep } from '../scenarios/script';
import { textMessage } from '../scenarios/text-message';
import { toolCall } from '../scenarios/tool-call';
import { AgoraEvent } from '../src/protocol/agora-events';
import type { DialectContext } from './langgraph-tools';
import { snapshot } from './langgraph-tools';

/** "Zet de luistermodus aan": the general agent calls `update_user_settings` (session-level, as in AGORA). */
export const asksListenMode = (text: string): boolean => /luistermodus|listen mode/i.test(text);
/** server-langgraph's wake word: "agora" anywhere, any case. */
export const hasWakeWord = (text: string): boolean => text.toLowerCase().includes('agora');
export const withoutWakeWord = (text: string): string => text.replace(/\bagora\b/gi, '').trim();

/** The server-openai shaped script of the settings change; the dialect turns it into langgraph's. */
export function listenModeScript(ctx: DialectContext, userId: string, callId: string): ScriptStep[] {
  const confirmation =
    "Instellingen bijgewerkt: interactiemodus naar 'luisteren' (zeg 'Agora' om me weer aan te spreken).";
  const answer = 'De luistermodus staat aan. Ik sla je berichten op; zeg "Agora" om me weer aan te spreken.';
  const turn = { threadId: ctx.threadId, runId: ctx.runId, agent: Agents.general };
  const tool = toolCall({
    ...{ id: callId, name: 'update_user_settings', args: { user_id: userId, interaction_mode: 'listen' } },
    ...{ result: confirmation, durationMs: 300 },
  });
  return runTurn(
    turn,
    sequence(step('executing_tools', tool), step('thinking', textMessage('answer', answer, answer))),
  );
}

/**
 * A reply the graph writes without a model (listen mode's buffer, the wake word's switch): sent after the
 * stream in one piece each, spoken only when there is spoken text; never part of the history.
 */
export function cannedReply(ctx: DialectContext, written: string, spoken: string | null): ScriptStep[] {
  const { threadId, runId, messageId } = ctx;
  const speech = spoken
    ? [
        emit(customEvent(AgoraEvent.spokenTextStart, { messageId, role: 'assistant' }), 0),
        emit(customEvent(AgoraEvent.spokenTextContent, { messageId, delta: spoken }), 0),
      ]
    : [];
  return [
    emit({ type: EventType.RUN_STARTED, threadId, runId }, 0),
    stepStart('routing', 0),
    snapshot(ctx, Agents.general, 'processing'),
    stepEnd('routing', 0),
    stepStart('thinking', 0),
    emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' }, 200),
    emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: written }, 0),
    ...speech,
    emit({ type: EventType.TEXT_MESSAGE_END, messageId }, 0),
    ...(spoken ? [emit(customEvent(AgoraEvent.spokenTextEnd, { messageId }), 0)] : []),
    stepEnd('thinking', 0),
    snapshot(ctx, Agents.general, 'completed'),
    emit({ type: EventType.RUN_FINISHED, threadId, runId }, 0),
  ];
}
