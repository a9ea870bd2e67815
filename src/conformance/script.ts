/**
 * One turn of a conformance script: a message to send, and what to do during its answer. Scripts are data (JSON),
 * so a server's author can add turns that trigger their own tools.
 */
export interface ConformanceTurn {
  /** Names the turn in the report. */
  id: string;
  /** What the inspector types. */
  say: string;
  /** Answers to the approvals the run asks, in order (AGORA's `agora:tool_approval_request`). */
  approvals?: boolean[];
  /** Sent as a new message as soon as the answer shows its first text: the server should cancel the first run. */
  interruptWith?: string;
  /** Drop the connection once the answer shows its first text, and connect again. */
  reconnect?: boolean;
}

export interface ConformanceScript {
  turns: ConformanceTurn[];
}

/** The default script: the turns the mock's demo answers, and AGORA's servers answer alike. */
export const defaultScript: ConformanceScript = {
  turns: [
    { id: 'plain', say: 'Wat kun je allemaal?' },
    { id: 'tools', say: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)' },
    { id: 'approve', say: 'Genereer het inspectierapport', approvals: [true] },
    { id: 'reject', say: 'Genereer het inspectierapport', approvals: [false] },
    {
      id: 'new-message',
      say: 'Bevinding: de koelcel is 9 °C en ik heb muizenkeutels gezien in de opslag',
      interruptWith: 'Wat kun je allemaal?',
    },
    { id: 'reconnect', say: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)', reconnect: true },
  ],
};

/** A script read from JSON (`--script file.json`): its turns as far as they are well formed, else why not. */
export function readScript(value: unknown): ConformanceScript | string {
  const turns = typeof value === 'object' && value !== null && 'turns' in value ? value.turns : undefined;
  if (!Array.isArray(turns) || turns.length === 0) return 'a script is {"turns": [...]} with at least one turn';
  const read: ConformanceTurn[] = [];
  for (const [index, turn] of turns.entries()) {
    const { id, say, approvals, interruptWith, reconnect } = (turn ?? {}) as Record<string, unknown>;
    if (typeof say !== 'string' || say.trim() === '') return `turn ${index + 1} has no "say" text`;
    const entry: ConformanceTurn = { id: typeof id === 'string' ? id : `turn-${index + 1}`, say };
    if (Array.isArray(approvals)) entry.approvals = approvals.map((answer) => answer === true);
    if (typeof interruptWith === 'string') entry.interruptWith = interruptWith;
    if (reconnect === true) entry.reconnect = true;
    read.push(entry);
  }
  return { turns: read };
}
