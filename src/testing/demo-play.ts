import type { BaseEvent } from '@ag-ui/core';
import { demoScript, type DemoScenario } from '../../scenarios/demo-inspection';
import { flattenScript, type ApprovalDecision } from '../../scenarios/flatten-script';
import { sequentialIds, type IdFactory } from '../../scenarios/script';
import { stringField } from '../lib/record';
import { reduceSession } from '../model/reduce-session';
import { selectAgentState } from '../model/selectors';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import { AgoraEvent } from '../protocol/agora-events';
import { buildApprovalResponse, buildRunInput } from '../protocol/commands';
import { frame } from './feed';

export interface Played {
  events: BaseEvent[];
  states: SessionState[];
  final: SessionState;
}

export interface Turn {
  decision?: ApprovalDecision;
  from?: SessionState;
  runId?: string;
  ids?: IdFactory;
}

/** One turn as the app lives it: the typed message goes out, the script's events come in, approvals are answered. */
export function play(scenario: DemoScenario, prompt: string, turn: Turn = {}): Played {
  const { decision, from = createSessionState('thread-1'), runId = 'run-1', ids = sequentialIds() } = turn;
  const clientId = `user-${runId}`;
  const script = demoScript(
    { threadId: 'thread-1', runId, userText: prompt, ids, state: selectAgentState(from) },
    scenario,
  );
  const events = flattenScript(script, { decide: () => decision ?? { approved: true } });
  const start = (events[0]?.timestamp ?? 0) - 2;
  const runInput = buildRunInput({ threadId: 'thread-1', runId, clientId, text: prompt, userId: 'inspector' });
  const inputs: SessionInput[] = [
    { type: 'local.user_message', clientId, text: prompt, at: start },
    { type: 'local.sent', clientId, payload: runInput, at: start + 1, size: 1 },
  ];
  for (const event of events) {
    inputs.push(frame(event, event.timestamp));
    const approvalId = stringField(event.value, 'approvalId');
    if (event.name !== AgoraEvent.toolApprovalRequest || !decision || approvalId === undefined) continue;
    const at = event.timestamp ?? 0;
    inputs.push({ type: 'local.approval_decision', approvalId, ...decision, at });
    inputs.push({
      type: 'local.sent',
      clientId: approvalId,
      payload: buildApprovalResponse(approvalId, decision.approved, decision.feedback),
      at,
      size: 1,
    });
  }
  const states: SessionState[] = [];
  const final = inputs.reduce((state, input) => {
    const next = reduceSession(state, input);
    if (input.type === 'frame') states.push(next);
    return next;
  }, from);
  return { events, states, final };
}
