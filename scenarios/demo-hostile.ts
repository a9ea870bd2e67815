import { Agents, turnInfo } from './demo-state';
import type { DemoInput } from './demo-state';
import { runTurn, sequence, step } from './script';
import type { ScriptStep } from './script';
import { textMessage } from './text-message';
import { toolCall } from './tool-call';

/** What a hostile or broken agent might write; a safe client shows all of it as inert text. */
export const hostileMarkdown = [
  'Test met vijandige inhoud:',
  '',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<svg onload="window.__pwned = \'svg\'"><circle r="5"/></svg>',
  '',
  '[klik hier](javascript:window.__pwned=%22link%22) en [data](data:text/html,<script>alert(1)</script>)',
  '',
  'Einde van de test.',
].join('\n');

/** `[hostile]`: an answer and a tool result full of markup that must never run. */
export function hostileScript(input: DemoInput): ScriptStep[] {
  const turn = turnInfo(input, Agents.general);
  const answerId = input.ids('msg');
  const call = toolCall({
    id: input.ids('call'),
    name: 'get_company_info',
    displayName: '<img src=x onerror="window.__pwned=\'chip\'">',
    args: { kvk_number: '<script>window.__pwned="args"</script>' },
    result: { name: '<img src=x onerror="window.__pwned=\'result\'">' },
    parentMessageId: answerId,
  });
  return runTurn(
    turn,
    sequence(
      step('executing_tools', call),
      step('thinking', textMessage(answerId, hostileMarkdown, 'Test met vijandige inhoud.')),
    ),
  );
}
