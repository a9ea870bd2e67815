import { useT } from '../../i18n/use-t';
import type { ToolApprovalRequest } from '../../protocol/agora-events';
import { RiskBadge } from './risk-badge';

export function ApprovalDetails({ request }: { request: ToolApprovalRequest }) {
  const t = useT();
  const parameters = request.parameters ?? {};
  return (
    <dl className="mt-4 grid gap-3 text-sm">
      <div>
        <dt className="font-semibold text-slate-700">{t('approval.risk')}</dt>
        <dd className="mt-1">
          <RiskBadge level={request.riskLevel} />
        </dd>
      </div>
      {request.toolDescription && (
        <div>
          <dt className="font-semibold text-slate-700">{t('approval.what')}</dt>
          <dd className="mt-0.5 text-slate-900">{request.toolDescription}</dd>
        </div>
      )}
      {request.reasoning && (
        <div>
          <dt className="font-semibold text-slate-700">{t('approval.why')}</dt>
          <dd className="mt-0.5 text-slate-900">{request.reasoning}</dd>
        </div>
      )}
      <div>
        <dt className="font-semibold text-slate-700">{t('approval.parameters')}</dt>
        <dd>
          <details open={Object.keys(parameters).length <= 6}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-slate-600">
              {t(Object.keys(parameters).length === 1 ? 'approval.parameterCount.one' : 'approval.parameterCount', {
                count: Object.keys(parameters).length,
              })}
            </summary>
            <pre className="mt-1 max-h-48 overflow-auto rounded-lg bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap">
              {JSON.stringify(parameters, null, 2)}
            </pre>
          </details>
        </dd>
      </div>
    </dl>
  );
}
