import type { HandoffStyle } from '../scenarios/script';

/**
 * How a connection plays the real server's rough edges, from the `/ws` query. The defaults are what
 * AGORA's `server-openai` does with the web stack its lock file pins.
 */
export interface ConnectionBehaviour {
  /** A frame that fails the strict parse: the socket goes `dead` (open, never read or written again) or is closed abruptly (1006). */
  refusal: 'dead' | 'close';
  /** A new RunAgentInput cancels the active run: `abrupt` (no RUN_FINISHED) or `late` (closing frames about a second later). */
  cancel: 'abrupt' | 'late';
  /**
   * With `abrupt`: the cancelled run's spoken text keeps streaming to its end. A run that ends with its
   * spoken stream open (a rejected approval) sends that stream's end after RUN_FINISHED.
   */
  lateSpoken: boolean;
  /**
   * Tests: a RunAgentInput whose first user message contains this text fails the strict parse, as
   * any frame a strict server refuses would (the client itself only sends frames that pass).
   */
  refuseText?: string;
  /** How the demo hands over between agents: `named` transfer tools (server-openai) or AGORA's mock server's `generic` `transfer_to_agent`. */
  handoffs: HandoffStyle;
}

/** The switches of a `/ws` query; `defaults` are the backend's own (AGORA's mock server hands off generically). */
export function parseBehaviour(
  params: URLSearchParams,
  defaults: Partial<Pick<ConnectionBehaviour, 'handoffs'>> = {},
): ConnectionBehaviour {
  const handoff = params.get('handoff');
  return {
    refusal: params.get('refusal') === 'close' ? 'close' : 'dead',
    cancel: params.get('cancel') === 'late' ? 'late' : 'abrupt',
    lateSpoken: params.get('lateSpoken') === '1',
    handoffs: handoff === 'generic' || handoff === 'named' ? handoff : (defaults.handoffs ?? 'named'),
    ...(params.get('refuseText') ? { refuseText: params.get('refuseText')! } : {}),
  };
}

/** How long a `cancel=late` run takes to send its closing frames: about a second at human pace. */
export const lateCloseMs = (delay: number): number => Math.max(50, Math.round(1000 * delay));
