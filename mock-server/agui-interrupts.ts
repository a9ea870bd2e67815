import { EventType } from '@ag-ui/core';
import type { BaseEvent, Message, RunAgentInput } from '@ag-ui/core';
import { fieldOf, stringField } from '../src/lib/record';

/** How an agent asks: AG-UI 1.0's interrupt outcome, the seed's draft, or LangGraph's `on_interrupt` custom event. */
export type InterruptDialect = '1.0' | 'draft' | 'langgraph';

/** What a run does about interrupts: its events and how it finishes, or a refusal (HTTP 422). */
export type InterruptTurn = { events: BaseEvent[]; finish?: Record<string, unknown> } | { refuse: string } | undefined;

/** The JSON Schema of the measurement form: every field kind the client renders. */
const measurementSchema = {
  type: 'object',
  required: ['temperatuur', 'datum'],
  properties: {
    temperatuur: {
      type: 'number',
      title: 'Temperatuur (°C)',
      description: 'Kerntemperatuur in de koelcel',
      minimum: -30,
      maximum: 30,
    },
    datum: { type: 'string', format: 'date', title: 'Datum' },
    ruimte: { type: 'string', title: 'Ruimte', enum: ['koelcel', 'vriescel', 'keuken'] },
    eigenaar: { type: 'string', format: 'email', title: 'E-mail eigenaar' },
    schoon: { type: 'boolean', title: 'Oppervlak schoon' },
    gebreken: { type: 'array', title: 'Gebreken', items: { type: 'string' } },
    adres: {
      type: 'object',
      title: 'Adres',
      properties: { straat: { type: 'string', title: 'Straat' }, plaats: { type: 'string', title: 'Plaats' } },
    },
  },
};

const textOf = (message: Message | undefined) =>
  message && 'content' in message && typeof message.content === 'string' ? message.content : '';

const say = (messageId: string, text: string): BaseEvent[] => [
  { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' } as BaseEvent,
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: text } as BaseEvent,
  { type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent,
];

/** The interrupts each thread waits on, by id (a resume must answer exactly these). */
export class OpenInterrupts {
  private readonly open = new Map<string, Set<string>>();

  ask(threadId: string, ids: readonly string[]): void {
    this.open.set(threadId, new Set(ids));
  }

  /** Why a resume does not answer the thread's open interrupts, or undefined when it does (they close). */
  settle(threadId: string, answered: readonly string[]): string | undefined {
    const open = this.open.get(threadId) ?? new Set<string>();
    const unknown = answered.filter((id) => !open.has(id));
    if (unknown.length) return `No open interrupt ${unknown.join(', ')} on this thread`;
    const missing = [...open].filter((id) => !answered.includes(id));
    if (missing.length) return `The resume must answer every open interrupt; missing ${missing.join(', ')}`;
    this.open.delete(threadId);
    return undefined;
  }

  has(threadId: string): boolean {
    return (this.open.get(threadId)?.size ?? 0) > 0;
  }
}

function oneDotZero(text: string, newId: (kind: string) => string): { events: BaseEvent[]; interrupts: object[] } {
  const id = () => newId('interrupt');
  if (/formulier/i.test(text))
    return {
      events: say(newId('msg'), 'Ik heb de meetgegevens nodig.'),
      interrupts: [
        { id: id(), reason: 'input', message: 'Vul de meting van de koelcel in.', responseSchema: measurementSchema },
      ],
    };
  if (/twee vragen/i.test(text))
    return {
      events: say(newId('msg'), 'Twee dingen wil ik eerst weten.'),
      interrupts: [
        { id: id(), reason: 'approval', message: 'Mag ik de eigenaar mailen?' },
        { id: id(), reason: 'confirmation', message: 'Klopt het adres Dorpsstraat 1?' },
      ],
    };
  if (/verloopt/i.test(text))
    return {
      events: say(newId('msg'), 'Hier is weinig tijd voor.'),
      interrupts: [
        {
          id: id(),
          reason: 'approval',
          message: 'Snel: doorgaan?',
          expiresAt: new Date(Date.now() + 2000).toISOString(),
        },
      ],
    };
  if (/subagent/i.test(text)) {
    const subagentRunId = newId('sub');
    const interruptId = id();
    return {
      events: [
        { type: EventType.SUBAGENT_STARTED, subagentRunId, name: 'rapportage' } as BaseEvent,
        {
          type: EventType.SUBAGENT_FINISHED,
          subagentRunId,
          outcome: { type: 'suspended', interruptIds: [interruptId] },
        } as BaseEvent,
      ],
      interrupts: [{ id: interruptId, reason: 'approval', message: 'Rapport definitief maken?', subagentRunId }],
    };
  }
  const toolCallId = newId('call');
  return {
    events: [
      { type: EventType.TOOL_CALL_START, toolCallId, toolCallName: 'verwijder_bevinding' } as BaseEvent,
      { type: EventType.TOOL_CALL_ARGS, toolCallId, delta: '{"bevinding":"B-12"}' } as BaseEvent,
      { type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent,
    ],
    interrupts: [{ id: id(), reason: 'approval', message: 'Bevinding B-12 verwijderen?', toolCallId }],
  };
}

const asks = (text: string) => /onderbreek|formulier|twee vragen|verloopt|subagent/i.test(text);

const answerText = (answers: readonly unknown[]) =>
  `Hervat met ${answers.length} ${answers.length === 1 ? 'antwoord' : 'antwoorden'}: ${JSON.stringify(answers)}`;

/** The draft's resume (`{interruptId?, payload?}`) or LangGraph's (`forwardedProps.command.resume`), if any. */
function otherResume(dialect: InterruptDialect, input: RunAgentInput, draftResume: unknown): unknown {
  if (dialect === 'draft') return draftResume;
  return fieldOf(fieldOf(input.forwardedProps, 'command'), 'resume');
}

/**
 * The mock's interrupting agents. A user message with *onderbreek* (or, in 1.0, *formulier*, *twee vragen*,
 * *verloopt*, *subagent*) ends its run waiting for the inspector, in the agent's dialect; the next run must answer
 * in that dialect: 1.0's `resume` entries, one per open interrupt (unknown or missing ones are refused), the draft's
 * `resume` object, or LangGraph's `forwardedProps.command.resume`. The answer is read back in the reply.
 */
export function interruptTurn(
  dialect: InterruptDialect,
  input: RunAgentInput,
  open: OpenInterrupts,
  newId: (kind: string) => string,
  draftResume?: unknown,
): InterruptTurn {
  const { threadId } = input;
  if (dialect === '1.0' && input.resume?.length) {
    const refused = open.settle(
      threadId,
      input.resume.map((entry) => entry.interruptId),
    );
    return refused ? { refuse: refused } : { events: say(newId('msg'), answerText(input.resume)) };
  }
  const resumed = dialect === '1.0' ? undefined : otherResume(dialect, input, draftResume);
  if (resumed !== undefined) {
    const refused =
      dialect === 'draft' ? open.settle(threadId, [stringField(resumed, 'interruptId') ?? '']) : undefined;
    if (dialect === 'langgraph') open.ask(threadId, []);
    return refused ? { refuse: refused } : { events: say(newId('msg'), answerText([resumed])) };
  }
  if (dialect !== 'langgraph' && open.has(threadId))
    return { refuse: 'This thread waits on interrupts: the next run must resume them' };
  const last = input.messages.at(-1);
  const text = last?.role === 'user' ? textOf(last) : '';
  if (!asks(text)) return undefined;
  if (dialect === 'langgraph') {
    open.ask(threadId, ['on_interrupt']);
    const value = JSON.stringify({ message: 'Mag de bevinding naar de eigenaar?' });
    return { events: [{ type: EventType.CUSTOM, name: 'on_interrupt', value } as BaseEvent] };
  }
  if (dialect === 'draft') {
    const id = newId('interrupt');
    open.ask(threadId, [id]);
    const interrupt = { id, reason: 'confirmation', payload: { question: 'Inspectie afsluiten?' } };
    return { events: [], finish: { outcome: 'interrupt', interrupt } };
  }
  const { events, interrupts } = oneDotZero(text, newId);
  open.ask(
    threadId,
    interrupts.map((interrupt) => String(fieldOf(interrupt, 'id'))),
  );
  return { events, finish: { outcome: { type: 'interrupt', interrupts } } };
}
