import { memo } from 'react';
import { useT, useTimeFormat } from '../../i18n/use-t';
import { useToolLabel } from '../../i18n/use-tool-label';
import type { ApprovalRecord } from '../../model/session-state';
import { approvalNaming } from '../../model/tool-labels';
import { useApproval, useIsApprovalInMessage } from '../../session/react/hooks';

/**
 * The record of an approval request in the conversation: what was asked and what was decided. Asked in the middle
 * of an answer, it reads there, inside the answer (before what was written after it); its own row stays empty.
 */
export const ApprovalRow = memo(function ApprovalRow({ id }: { id: string }) {
  const approval = useApproval(id);
  const inMessage = useIsApprovalInMessage(id);
  if (!approval || inMessage) return null;
  return <ApprovalCard approval={approval} />;
});

/** By id, for the answer it was asked in. */
export function ApprovalById({ id }: { id: string }) {
  const approval = useApproval(id);
  return approval ? <ApprovalCard approval={approval} /> : null;
}

function ApprovalCard({ approval }: { approval: ApprovalRecord }) {
  const t = useT();
  const time = useTimeFormat();
  const toolLabel = useToolLabel();
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
}
