import { EventType } from '@ag-ui/core';
import type { BaseEvent, Message, RunAgentInput } from '@ag-ui/core';
import { fieldOf, stringField } from '../src/lib/record';

/** AG-UI's dojo name for a plan the user confirms step by step (human_in_the_loop). */
const planToolName = 'generate_task_steps';

const inspectionPlan = [
  'Koelcel temperatuur meten',
  'Opslag controleren op ongedierte',
  'Schoonmaakschema bekijken',
  'Allergeneninformatie nakijken',
  'Bevindingen met de eigenaar bespreken',
];

/** What a run does about the client's own tools: ask for one, answer its result, or refuse the request. */
export type ClientToolTurn = { events: BaseEvent[] } | { refuse: string } | undefined;

const textOf = (message: Message | undefined) =>
  message && 'content' in message && typeof message.content === 'string' ? message.content : '';

function callIn(messages: readonly Message[], toolCallId: string) {
  for (const message of messages)
    if (message.role === 'assistant') {
      const call = message.toolCalls?.find((candidate) => candidate.id === toolCallId);
      if (call) return call;
    }
  return undefined;
}

function say(messageId: string, text: string): BaseEvent[] {
  return [
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' } as BaseEvent,
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: text } as BaseEvent,
    { type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent,
  ];
}

/** The run that leaves a call to the client: a line of text, then the call, never its result. */
function ask(name: string, args: object, newId: (kind: string) => string): BaseEvent[] {
  const messageId = newId('msg');
  const toolCallId = newId('call');
  const intro =
    name === planToolName ? 'Ik stel dit plan voor; kies de stappen.' : 'Ik heb eerst je bevestiging nodig.';
  return [
    ...say(messageId, intro),
    { type: EventType.TOOL_CALL_START, toolCallId, toolCallName: name, parentMessageId: messageId } as BaseEvent,
    { type: EventType.TOOL_CALL_ARGS, toolCallId, delta: JSON.stringify(args) } as BaseEvent,
    { type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent,
  ];
}

function replyTo(name: string, content: string): string {
  let answer: unknown;
  try {
    answer = JSON.parse(content);
  } catch {
    // A plain-text result is read as given.
  }
  const said = stringField(answer, 'note');
  const note = said === undefined ? '' : ` Je opmerking: “${said}”.`;
  if (name !== planToolName)
    return fieldOf(answer, 'confirmed') === true ? `Bevestigd, ik ga verder.${note}` : `Dan doe ik het niet.${note}`;
  if (fieldOf(answer, 'accepted') !== true) return 'Plan afgewezen. Wat wil je anders?';
  const steps = fieldOf(answer, 'steps');
  const kept = Array.isArray(steps) ? steps.filter((step) => fieldOf(step, 'status') === 'enabled') : [];
  return `Plan aangemaakt met ${kept.length} ${kept.length === 1 ? 'stap' : 'stappen'}.`;
}

/**
 * The client's frontend tools (those it lists in `tools`), as AG-UI's dojo agents use them: a user
 * message asking for a plan ends the run with a `generate_task_steps` call, and one naming another
 * declared tool with a call to it, both left for the client. A `tool` message answering such a call
 * gets the agent's reply; one for a call the conversation does not hold, or for a tool the client
 * did not declare, is refused. Anything else is not about client tools (undefined).
 */
export function clientToolTurn(input: RunAgentInput, newId: (kind: string) => string): ClientToolTurn {
  const last = input.messages.at(-1);
  const declared = new Set(input.tools.map((tool) => tool.name));
  if (last?.role === 'tool') {
    const call = callIn(input.messages, last.toolCallId);
    if (!call) return { refuse: `No tool call ${last.toolCallId} in the conversation for this tool result` };
    if (!declared.has(call.function.name)) return { refuse: `${call.function.name} is not a tool of this client` };
    return { events: say(newId('msg'), replyTo(call.function.name, textOf(last))) };
  }
  if (last?.role !== 'user') return undefined;
  const text = textOf(last);
  if (/\bplan\b/i.test(text) && declared.has(planToolName)) {
    const steps = inspectionPlan.map((description) => ({ description, status: 'enabled' }));
    return { events: ask(planToolName, { steps }, newId) };
  }
  const named = input.tools.find((tool) => tool.name !== planToolName && text.includes(tool.name));
  return named ? { events: ask(named.name, { action: text }, newId) } : undefined;
}
