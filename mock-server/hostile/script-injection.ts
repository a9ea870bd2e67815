import { EventType } from '@ag-ui/core';
import { hostileMarkdown } from '../../scenarios/demo-hostile';
import { AgoraEvent } from '../../src/protocol/agora-events';
import { entriesOf, rewriteRest, sessionOf } from './rest-rewrite';
import {
  agentSnapshot,
  aroundAttack,
  event,
  message,
  runFinished,
  runStarted,
  survivedText,
  toolCallFrames,
} from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/** Markup that would set `window.__pwned` to `where` if a client ever let it run. */
const payloads = {
  img: (where: string) => `<img src=x onerror="window.__pwned='${where}'">`,
  script: (where: string) => `<script>window.__pwned='${where}'</script>`,
  svg: (where: string) => `<svg onload="window.__pwned='${where}'"></svg>`,
  link: (where: string) => `[klik](javascript:window.__pwned='${where}')`,
  anchor: (where: string) => `<a href="javascript:window.__pwned='${where}'">klik</a>`,
};
const { img, script, svg, link, anchor } = payloads;
/** Every payload at once, for one field. */
const all = (where: string): string => `${img(where)} ${script(where)} ${svg(where)} ${link(where)} ${anchor(where)}`;

function approval(turn: HostileTurn): { request: HostileFrame; wait: HostileFrame } {
  const approvalId = turn.ids('appr');
  const value = {
    approvalId,
    toolName: img('approval-tool'),
    toolDescription: all('approval-description'),
    reasoning: all('approval-reasoning'),
    parameters: { [img('approval-key')]: all('approval-value'), nested: { html: script('approval-nested') } },
    riskLevel: 'high',
  };
  return {
    request: event(EventType.CUSTOM, { name: AgoraEvent.toolApprovalRequest, value }),
    wait: { kind: 'approval', approvalId },
  };
}

/** Markup in the text, a step name, tool name, label, arguments and result, state keys and values, an approval, an error and a custom event. */
function everyField(turn: HostileTurn): HostileFrame[] {
  const messageId = turn.ids('msg');
  const { request, wait } = approval(turn);
  const state = { [img('state-key')]: all('state-value'), inspection: { company: all('state-nested') } };
  return aroundAttack('script-injection', turn, [
    event(EventType.STATE_DELTA, { delta: [{ op: 'add', path: '/hostile', value: state }] }),
    event(EventType.STEP_STARTED, { stepName: img('step') }),
    ...message(messageId, `${hostileMarkdown}\n\n${anchor('anchor')} ${link('link')}`),
    ...toolCallFrames({
      toolCallId: turn.ids('call'),
      toolCallName: img('tool-name'),
      args: [JSON.stringify({ kvk_number: all('tool-args'), [img('args-key')]: 1 })],
      result: all('tool-result'),
      start: { toolDisplayName: all('tool-label'), parentMessageId: messageId },
    }),
    event(EventType.STEP_FINISHED, { stepName: img('step') }),
    event(EventType.CUSTOM, { name: img('custom-name'), value: { html: all('custom-value') } }),
    event(EventType.CUSTOM, {
      name: AgoraEvent.error,
      value: { errorCode: img('error-code'), message: all('agora-error'), details: { html: all('error-details') } },
    }),
    request,
    wait,
  ]);
}

/** RUN_ERROR with markup in its message and code, then RUN_FINISHED, as AGORA ends a failed run. */
const runError = (turn: HostileTurn): HostileFrame[] => [
  runStarted(turn),
  agentSnapshot(turn),
  ...message(turn.ids('msg'), survivedText('script-injection-run-error')),
  event(EventType.RUN_ERROR, { message: all('run-error'), code: img('run-error-code') }),
  runFinished(turn),
];

/** Titles, previews and history texts full of markup; the REST answers a session list and a conversation come from. */
const restText = rewriteRest({
  list: (body) => {
    for (const session of entriesOf(body, 'sessions')) {
      session.title = `${img('title')} ${script('title')}`;
      session.firstMessagePreview = all('preview');
    }
  },
  metadata: (body) => {
    const session = sessionOf(body);
    if (session) session.title = `${img('metadata-title')} ${script('metadata-title')}`;
  },
  history: (body) => {
    const texts = entriesOf(body, 'history').filter((entry) => entry.role === 'user' || entry.role === 'assistant');
    for (const entry of texts) entry.content = `${String(entry.content)}\n\n${all(`history-${String(entry.role)}`)}`;
  },
});

export const scriptInjectionAttacks: HostileScenario[] = [
  {
    name: 'script-injection',
    family: 'script-injection',
    summary:
      'script, event handlers and javascript: links in every field of a run (text, step, tool name, label, arguments, result, state, approval, agora:error, custom event)',
    run: everyField,
  },
  {
    name: 'script-injection-run-error',
    family: 'script-injection',
    summary: 'RUN_ERROR whose message and code are markup',
    run: runError,
  },
  {
    name: 'script-injection-rest',
    family: 'script-injection',
    summary: 'REST: session titles, previews and history texts full of markup',
    rest: restText,
  },
];
