import { isMessageKey } from '../../i18n/catalog';
import { useAgentName, useT } from '../../i18n/use-t';
import { useConnection, useCurrentAgent, useQueuedCount, useRun, useSessionActions } from '../../session/hooks';

const connectionTone = {
  open: 'bg-emerald-500',
  connecting: 'bg-amber-400',
  reconnecting: 'bg-amber-400',
  offline: 'bg-rose-500',
  closed: 'bg-slate-400',
} as const;

/** Run and step, the agent at work, and the connection — one line above the composer. */
export function StatusLine() {
  const t = useT();
  const agentName = useAgentName();
  const run = useRun();
  const agent = useCurrentAgent();
  const connection = useConnection();
  const queued = useQueuedCount();
  const { reconnect } = useSessionActions();
  const stepKey = `step.${run.step ?? ''}`;
  const stepText = isMessageKey(stepKey) ? t(stepKey) : run.step;
  const activity = run.status === 'running' && stepText ? stepText : t(`run.${run.status}`);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700 sm:px-8">
      <p role="status" className="flex items-center gap-2">
        {run.status === 'running' && <span aria-hidden className="h-2 w-2 animate-ping rounded-full bg-teal-600" />}
        <span>{activity}</span>
        {agent && <span className="text-slate-500">· {agentName(agent)}</span>}
      </p>
      {run.status === 'error' && run.error && (
        <p role="alert" className="text-rose-800">
          {t('chat.runError', { message: run.error.message })}
          {run.error.code && <code className="ml-1 text-xs">({run.error.code})</code>}
        </p>
      )}
      <p className="ml-auto flex items-center gap-2">
        <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${connectionTone[connection]}`} />
        <span>{t(`connection.${connection}`)}</span>
        {queued > 0 && <span className="rounded bg-amber-200 px-1.5 text-amber-950">{t('connection.queued', { count: queued })}</span>}
        {connection !== 'open' && connection !== 'connecting' && (
          <button type="button" onClick={reconnect} className="rounded-md border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium hover:bg-slate-100">
            {t('connection.reconnect')}
          </button>
        )}
      </p>
    </div>
  );
}

