import { memo } from 'react';
import { useT, useTimeFormat } from '../../i18n/use-t';
import { useToolLabel } from '../../i18n/use-tool-label';
import { approvalNaming } from '../../model/tool-labels';
import { useApproval } from '../../session/hooks';

/** The record of an approval request in the conversation: what was asked and what was decided. */
export const ApprovalRow = memo(function ApprovalRow({ id }: { id: string }) {
  const approval = useApproval(id);
  const t = useT();
  const time = useTimeFormat();
  const toolLabel = useToolLabel();
  if (!approval) return null;
  const { request } = approval;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">
        {t('approval.requested', { tool: toolLabel(approvalNaming(request)).text })} ·{' '}
        {t(`approval.risk.${request.riskLevel}`)}
      </p>
      <p className="mt-1">
        {t(`approval.${approval.status}`)}
        {approval.decidedAt !== undefined && (
          <span> {t('approval.decidedAt', { time: time(approval.decidedAt) })}</span>
        )}
        {approval.feedback && <span> — “{approval.feedback}”</span>}
        {approval.delivery === 'queued' && (
          <span className="ml-2 rounded bg-amber-200 px-1.5">{t('approval.queued')}</span>
        )}
      </p>
    </div>
  );
});
