import { useT } from '../../i18n/use-t';
import type { ToolApprovalRequest } from '../../protocol/agora-events';
import { ParameterList } from './parameter-list';
import { RiskBadge } from './risk-badge';
import type { ParameterReview } from './use-parameter-review';

/** What the approval is about: its risk, what the tool does and why, and every parameter (see `ParameterList`). */
export function ApprovalDetails({ request, review }: { request: ToolApprovalRequest; review: ParameterReview }) {
  const t = useT();
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
        <dt className="font-semibold text-slate-700">
          {t('approval.parameters')}{' '}
          <span className="font-normal text-slate-600">{t('approval.parameterCount', { count: review.total })}</span>
        </dt>
        <dd>
          <ParameterList review={review} />
        </dd>
      </div>
    </dl>
  );
}
