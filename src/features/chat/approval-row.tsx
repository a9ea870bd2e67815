import { memo } from 'react';
import { useT } from '../../i18n/use-t';
import { useApproval } from '../../session/hooks';

/** The record of an approval request in the conversation: what was asked and what was decided. */
export const ApprovalRow = memo(function ApprovalRow({ id }: { id: string }) {
  const approval = useApproval(id);
  const t = useT();
  if (!approval) return null;
  const { request } = approval;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">
        {t('approval.requested', { tool: request.toolName })} · {t(`approval.risk.${request.riskLevel}`)}
      </p>
      <p className="mt-1">
        {t(`approval.${approval.status}`)}
        {approval.feedback && <span> — “{approval.feedback}”</span>}
      </p>
    </div>
  );
});
