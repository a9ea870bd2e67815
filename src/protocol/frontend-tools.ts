import type { Tool } from '@ag-ui/core';

/** AG-UI's dojo name for a plan the inspector confirms step by step (human_in_the_loop). */
export const planToolName = 'generate_task_steps';
/** A yes/no question to the inspector, with an optional note. */
const confirmToolName = 'confirm_action';
/** AG-UI's dojo names: a document the inspector confirms (predictive_state_updates), the chat's colour (agentic_chat). */
const documentToolName = 'write_document';
export const backgroundToolName = 'change_background';

/**
 * A colour an agent may give the conversation's background: a hex value, a colour name or an rgb()/hsl()
 * function of numbers. Nothing that can load or run anything (no url(), no expressions).
 */
export function safeBackground(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  return /^(#[\da-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/+-]{1,60}\))$/i.test(colour) ? colour : undefined;
}

/**
 * The tools the client runs itself (AG-UI frontend tools), declared in every RunAgentInput's
 * `tools`: the agent ends its run with a call to one, and the inspector's answer goes back as a
 * `tool` message in the next run. Any other tool the agent leaves to the client gets the generic
 * confirm form.
 */
export const frontendTools: readonly Tool[] = [
  {
    name: planToolName,
    description:
      'Shows the inspector a plan as a list of steps to review: each can be switched off before confirming. ' +
      'The result lists the steps the inspector kept, or says the plan was rejected.',
    parameters: {
      type: 'object',
      properties: {
        steps: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              description: { type: 'string', description: 'The step, in a few words, imperative.' },
              status: { type: 'string', enum: ['enabled', 'disabled'], description: 'Whether the step is kept.' },
            },
            required: ['description', 'status'],
          },
        },
      },
      required: ['steps'],
    },
  },
  {
    name: confirmToolName,
    description:
      'Asks the inspector to confirm or reject an action, with an optional note. ' +
      'The result says whether it was confirmed, and the note if any.',
    parameters: {
      type: 'object',
      properties: {
        action: { type: 'string', description: 'What is to be done, in one sentence.' },
        details: { type: 'string', description: 'Anything the inspector should know before deciding.' },
      },
      required: ['action'],
    },
  },
  {
    name: documentToolName,
    description:
      'Shows the inspector a document (for example a draft report text) to confirm or reject, with an optional note. ' +
      'The result says whether it was confirmed, and the note if any.',
    parameters: {
      type: 'object',
      properties: { document: { type: 'string', description: 'The whole document, as Markdown or plain text.' } },
      required: ['document'],
    },
  },
  {
    name: backgroundToolName,
    description:
      "Changes the conversation's background colour once the inspector confirms it. " +
      'The result says whether it was confirmed.',
    parameters: {
      type: 'object',
      properties: {
        background: { type: 'string', description: 'A CSS colour: a name, #hex, rgb() or hsl().' },
      },
      required: ['background'],
    },
  },
];
