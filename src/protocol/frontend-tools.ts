import type { Tool } from '@ag-ui/core';

/** AG-UI's dojo name for a plan the inspector confirms step by step (human_in_the_loop). */
export const planToolName = 'generate_task_steps';
/** A yes/no question to the inspector, with an optional note. */
export const confirmToolName = 'confirm_action';

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
];
