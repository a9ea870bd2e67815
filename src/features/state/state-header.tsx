import { useAgentName, useStepName, useT } from '../../i18n/use-t';
import { useCurrentAgent, useRun } from '../../session/react/hooks';

/** The agent at work and what the run is doing now. */
export function StateHeader() {
  const t = useT();
  const agentName = useAgentName();
  const agent = useCurrentAgent();
  const run = useRun();
  const stepName = useStepName();
  const step = run.status === 'running' ? stepName(run.step) : undefined;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-500">{t('state.agent')}</dt>
      <dd className="font-medium text-slate-900">
        {agent ? agentName(agent) : t('state.noAgent')}
        {agent && <code className="ml-2 text-xs font-normal text-slate-500">{agent}</code>}
      </dd>
      <dt className="text-slate-500">{t('state.run')}</dt>
      <dd className="text-slate-900">
        {t(`run.${run.status}`)}
        {step && <span className="text-slate-600"> · {step}</span>}
      </dd>
    </dl>
  );
}
