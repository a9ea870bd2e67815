import { reduceSession } from '../model/reduce-session';
import type { SessionInput } from '../model/session-input';
import { createSessionState, type SessionState } from '../model/session-state';
import type { ClientFrame } from '../protocol/commands';
import { frame } from './feed';
import type { ContractSequence } from './fixtures/contract-fixtures';

interface Frame {
  type?: string;
  timestamp?: number;
  messages?: { content: string }[];
  value?: { approvalId: string; approved: boolean; feedback?: string };
}

/** The fixture as the app lives it: typed messages and approval answers become local inputs, then go out. */
export function exchange(sequence: ContractSequence): SessionInput[] {
  let at = 0;
  let typed = 0;
  return sequence.steps.flatMap(({ direction, event }): SessionInput[] => {
    const value = event as Frame;
    if (direction === 'in') {
      at = value.timestamp ?? at + 1;
      return [frame(event, at)];
    }
    at += 1;
    const sent = (clientId: string): SessionInput => ({
      type: 'local.sent',
      clientId,
      // The contract's own client frames, checked against its schema by the fixture tests.
      payload: event as ClientFrame,
      at,
      size: JSON.stringify(event).length,
    });
    if (value.messages) {
      const clientId = `user-${(typed += 1)}`;
      return [{ type: 'local.user_message', clientId, text: value.messages.at(-1)?.content ?? '', at }, sent(clientId)];
    }
    if (!value.value) throw new Error(`${sequence.name}: unexpected client frame`);
    const { approvalId, approved, feedback } = value.value;
    return [{ type: 'local.approval_decision', approvalId, approved, feedback, at }, sent(approvalId)];
  });
}

export const replay = (sequence: ContractSequence, upTo?: number): SessionState =>
  exchange(sequence).slice(0, upTo).reduce(reduceSession, createSessionState('abc123-def456-789'));
