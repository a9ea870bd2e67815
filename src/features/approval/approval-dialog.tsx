import { useRef, useState, type RefObject } from 'react';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { useModal } from '../../components/ui/use-modal';
import { useT } from '../../i18n/use-t';
import { useToolLabel } from '../../i18n/use-tool-label';
import type { ApprovalRecord } from '../../model/session-state';
import { approvalNaming } from '../../model/tool-labels';
import { usePendingApprovals, useSessionActions } from '../../session/react/hooks';
import { ApprovalDetails } from './approval-details';

function FeedbackField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <label className="mt-4 block text-sm font-semibold text-slate-700">
      {t('approval.feedback')}
      <textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={2}
        className="mt-1 block w-full rounded-lg border border-slate-300 p-2 font-normal"
      />
    </label>
  );
}

/** A critical action asks the inspector to confirm they read it before approve is enabled. */
function CriticalConfirmation({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <label className="mt-3 flex items-start gap-2 rounded-lg border border-rose-300 bg-rose-50 p-2 text-sm text-rose-950">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1" />
      {t('approval.confirmCritical')}
    </label>
  );
}

interface DecisionProps {
  /** The heading takes the focus when the dialog opens: it is read first, and Tab leads on to the details. */
  heading: RefObject<HTMLHeadingElement | null>;
  approval: ApprovalRecord;
  index: number;
  total: number;
  onMinimise: () => void;
}

function Decision({ heading, approval, index, total, onMinimise }: DecisionProps) {
  const t = useT();
  const { decideApproval } = useSessionActions();
  const [feedback, setFeedback] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [locked, setLocked] = useState(false);
  const { request } = approval;
  const label = useToolLabel()(approvalNaming(request)).text;
  const critical = request.riskLevel === 'critical';
  const decide = (approved: boolean) => {
    if (locked) return;
    setLocked(true);
    decideApproval(approval.approvalId, approved, feedback);
  };
  return (
    <>
      <div className="min-h-0 overflow-y-auto p-6 pb-4">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('approval.position', { index, total })}
        </p>
        <h2
          id="approval-title"
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-xl font-semibold break-words text-slate-900 focus:outline-none"
        >
          {t('approval.title')}: {label}
        </h2>
        <code className="text-xs break-all text-slate-600">{request.toolName}</code>
        <ApprovalDetails request={request} />
        <FeedbackField value={feedback} onChange={setFeedback} />
        {critical && <CriticalConfirmation checked={confirmed} onChange={setConfirmed} />}
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-3 border-t border-slate-200 px-6 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="link" onClick={onMinimise} className="mr-auto text-sm">
          {t('approval.minimise')}
        </Button>
        <Button size="lg" disabled={locked} onClick={() => decide(false)}>
          {t('approval.reject')}
        </Button>
        <Button variant="primary" size="lg" disabled={locked || (critical && !confirmed)} onClick={() => decide(true)}>
          {t('approval.approve')}
        </Button>
      </div>
    </>
  );
}

/** Decided after being reopened from the banner (gone now): the message box has the focus next. */
const composer = () => document.getElementById('composer');

/**
 * The approval requests the server sent, one at a time in arrival order, as a real modal that fits the
 * screen (the request scrolls, the decision buttons stay in view). Focus is trapped by the browser and
 * returns afterwards; Escape never rejects — it minimises the dialog to a banner that reopens it. Only
 * server requests in the session state can open it.
 */
export function ApprovalDialog() {
  const t = useT();
  const pending = usePendingApprovals();
  const [minimised, setMinimised] = useState(false);
  const current = pending[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useModal(current !== undefined && !minimised, { initial: heading, fallback: composer });

  return (
    <>
      {current && minimised && (
        <Banner
          tone="attention"
          role="status"
          action={{ label: t('approval.open'), onClick: () => setMinimised(false) }}
        >
          {t('approval.waiting', { count: pending.length })}
        </Banner>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="approval-title"
        onCancel={(event) => {
          event.preventDefault();
          setMinimised(true);
        }}
        className="m-auto max-h-[calc(100dvh-1rem)] w-[min(36rem,94vw)] flex-col overflow-hidden rounded-2xl border border-slate-200 p-0 shadow-2xl backdrop:bg-slate-900/50 open:flex"
      >
        {current && (
          <Decision
            heading={heading}
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
