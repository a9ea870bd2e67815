import { useState } from 'react';
import { useModal } from '../../components/ui/use-modal';
import { useT } from '../../i18n/use-t';
import type { ApprovalRecord } from '../../model/session-state';
import { approvalToolLabel } from '../../model/tool-labels';
import { usePendingApprovals, useSessionActions, useToolDisplayNames } from '../../session/hooks';
import { ApprovalDetails } from './approval-details';

function Decision({
  approval,
  index,
  total,
  onMinimise,
}: {
  approval: ApprovalRecord;
  index: number;
  total: number;
  onMinimise: () => void;
}) {
  const t = useT();
  const { decideApproval } = useSessionActions();
  const [feedback, setFeedback] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [locked, setLocked] = useState(false);
  const { request } = approval;
  const label = approvalToolLabel(request, useToolDisplayNames());
  const critical = request.riskLevel === 'critical';
  const decide = (approved: boolean) => {
    if (locked) return;
    setLocked(true);
    decideApproval(approval.approvalId, approved, feedback);
  };
  return (
    <>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t('approval.position', { index, total })}
      </p>
      <h2 id="approval-title" className="mt-1 text-xl font-semibold text-slate-900">
        {t('approval.title')}: {label}
      </h2>
      <code className="text-xs text-slate-600">{request.toolName}</code>
      <ApprovalDetails request={request} />
      <label className="mt-4 block text-sm font-semibold text-slate-700">
        {t('approval.feedback')}
        <textarea
          autoFocus
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          rows={2}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2 font-normal"
        />
      </label>
      {critical && (
        <label className="mt-3 flex items-start gap-2 rounded-lg border border-rose-300 bg-rose-50 p-2 text-sm text-rose-950">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-1"
          />
          {t('approval.confirmCritical')}
        </label>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onMinimise}
          className="mr-auto rounded-lg px-3 py-2 text-sm text-slate-600 underline"
        >
          {t('approval.minimise')}
        </button>
        <button
          type="button"
          disabled={locked}
          onClick={() => decide(false)}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100 disabled:opacity-50"
        >
          {t('approval.reject')}
        </button>
        <button
          type="button"
          disabled={locked || (critical && !confirmed)}
          onClick={() => decide(true)}
          className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {t('approval.approve')}
        </button>
      </div>
    </>
  );
}

/**
 * The approval requests the server sent, one at a time in arrival order, as a real modal: focus
 * is trapped by the browser and returns afterwards; Escape never rejects — it minimises the dialog
 * to a banner that reopens it. Only server requests in the session state can open it.
 */
export function ApprovalDialog() {
  const t = useT();
  const pending = usePendingApprovals();
  const [minimised, setMinimised] = useState(false);
  const current = pending[0];
  const dialog = useModal(current !== undefined && !minimised);

  return (
    <>
      {current && minimised && (
        <p
          role="status"
          className="flex items-center gap-3 border-b border-orange-300 bg-orange-50 px-4 py-2 text-sm text-orange-950 sm:px-8"
        >
          {t('approval.waiting', { count: pending.length })}
          <button
            type="button"
            onClick={() => setMinimised(false)}
            className="ml-auto rounded-md border border-orange-400 bg-white px-2 py-0.5 font-medium"
          >
            {t('approval.open')}
          </button>
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="approval-title"
        onCancel={(event) => {
          event.preventDefault();
          setMinimised(true);
        }}
        className="m-auto w-[min(36rem,94vw)] rounded-2xl border border-slate-200 p-6 shadow-2xl backdrop:bg-slate-900/50"
      >
        {current && (
          <Decision
            key={current.approvalId}
            approval={current}
            index={1}
            total={pending.length}
            onMinimise={() => setMinimised(true)}
          />
        )}
      </dialog>
    </>
  );
}
