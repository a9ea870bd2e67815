import type { ReactNode } from 'react';
import { useAgentName, useServerErrorText, useStepName, useT } from '../../i18n/use-t';
import { useConnection, useCurrentAgent, useRun } from '../../session/react/hooks';
import { ConnectionIndicator } from './connection-indicator';
import { usePhaseAnnouncement } from './phase-announcer';
import { StopButton } from './stop-button';

/**
 * Run and step, the agent at work, and the connection — one line above the composer; at its end an action of
 * the page around the chat (the debug panels' toggle), so it covers no message. The line changes 8–11 times an
 * answer (steps, agents): a screen reader hears only its hidden twin, which says that the run works and how it
 * ended, at most once per few seconds and never twice alike; the agents are named by the answer's announcement.
 */
export function StatusLine({ action }: { action?: ReactNode }) {
  const t = useT();
  const serverError = useServerErrorText();
  const agentName = useAgentName();
  const run = useRun();
  const agent = useCurrentAgent();
  const stepText = useStepName()(run.step);
  // Without access nothing can be asked: the connection's own "Geen toegang" says why, not "Klaar voor je vraag".
  const locked = useConnection() === 'unauthorized' && run.status === 'idle';
  const activity = locked
    ? undefined
    : run.status === 'running' && stepText
      ? stepText
      : run.outcome === 'stopped'
        ? t(run.hidden ? 'chat.stoppedShowing' : 'run.stopped')
        : t(`run.${run.status}`);
  const said = usePhaseAnnouncement(run.status === 'running' ? t('run.running') : (activity ?? ''));

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700 sm:px-8">
      <p role="status" aria-atomic="true" className="flex items-center gap-2">
        {run.status === 'running' && (
          <span aria-hidden className="h-2 w-2 rounded-full bg-teal-600 motion-safe:animate-ping" />
        )}
        {activity && <span aria-hidden>{activity}</span>}
        {agent && (
          <span aria-hidden className="text-slate-500">
            · {agentName(agent)}
          </span>
        )}
        <span className="sr-only">{said}</span>
      </p>
      <StopButton />
      {run.status === 'error' && run.error && (
        <p className="text-rose-800">
          {serverError(run.error.code)}
          {run.error.code && <code className="ml-1 text-xs">({run.error.code})</code>}
        </p>
      )}
      <ConnectionIndicator />
      {action && <div className="ml-auto">{action}</div>}
    </div>
  );
}
