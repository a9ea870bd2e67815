import { useCallback, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { useModal } from '../../components/ui/use-modal';
import { addTexts } from '../../i18n/catalog';
import { enApprovalReview } from '../../i18n/en-approval-review';
import { nlApprovalReview } from '../../i18n/nl-approval-review';
import { useT } from '../../i18n/use-t';
import { useToolLabel } from '../../i18n/use-tool-label';
import type { ApprovalRecord } from '../../model/session-state';
import { approvalNaming } from '../../model/tool-labels';
import { usePendingApprovals, useSessionActions } from '../../session/react/hooks';
import { useAppController } from '../../ui-state/app-controller';
import { ApprovalDetails } from './approval-details';
import { hasPlaceNotes, PlaceNotesBox, placeNotesId, usePlaceNotes, type PlaceNotes } from './place-notes';
import { useKeysToField } from './use-keys-to-field';
import { useParameterReview, type ReviewWait } from './use-parameter-review';

addTexts({ nl: nlApprovalReview, en: enApprovalReview });

interface FeedbackProps {
  value: string;
  onChange: (value: string) => void;
  field: RefObject<HTMLTextAreaElement | null>;
}

function FeedbackField({ value, onChange, field }: FeedbackProps) {
  const t = useT();
  return (
    <label className="mt-4 block text-sm font-semibold text-slate-700">
      {t('approval.feedback')}
      <textarea
        ref={field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={2}
        className="mt-1 block w-full rounded-lg border border-slate-300 p-2 font-normal"
      />
    </label>
  );
}

/**
 * The feedback, and where keys typed elsewhere in the dialog go (`useKeysToField`): added at its end, with the
 * focus, at once, so the next key lands there by itself.
 */
function useFeedback() {
  const [feedback, setFeedback] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const typeIn = useCallback((text: string) => {
    flushSync(() => setFeedback((was) => was + text));
    const box = field.current;
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);
  useKeysToField(field, typeIn);
  return { feedback, setFeedback, field };
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

const waitId = 'approval-wait';

interface ButtonsProps {
  locked: boolean;
  canApprove: boolean;
  /** Why approving waits for the inspector to see the parameters; *Goedkeuren* is described by it. */
  waits: readonly ReviewWait[];
  decide: (approved: boolean) => void;
  onMinimise: () => void;
}

function DecisionButtons({ locked, canApprove, waits, decide, onMinimise }: ButtonsProps) {
  const t = useT();
  const waiting = !canApprove && !locked && waits.length > 0;
  return (
    <div className="flex shrink-0 flex-wrap justify-end gap-3 border-t border-slate-200 px-6 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      {waiting && (
        <p id={waitId} className="w-full text-sm text-slate-700">
          {waits.map((wait) => t(wait.key, wait.vars)).join(' ')}
        </p>
      )}
      <Button variant="link" onClick={onMinimise} className="mr-auto text-sm">
        {t('approval.minimise')}
      </Button>
      <Button size="lg" disabled={locked} onClick={() => decide(false)}>
        {t('approval.reject')}
      </Button>
      <Button
        variant="primary"
        size="lg"
        disabled={!canApprove}
        aria-describedby={waiting ? waitId : undefined}
        onClick={() => decide(true)}
      >
        {t('approval.approve')}
      </Button>
    </div>
  );
}

interface DecisionProps {
  /** The heading takes the focus when the dialog opens: it is read first, and Tab leads on to the details. */
  heading: RefObject<HTMLHeadingElement | null>;
  approval: ApprovalRecord;
  index: number;
  total: number;
  notes: PlaceNotes;
  onMinimise: () => void;
}

/**
 * One request and its decision. *Afwijzen* is always there; *Goedkeuren* waits until every parameter has been
 * seen (`useParameterReview`) and, at critical risk, the inspector confirmed.
 */
function Decision({ heading, approval, index, total, notes, onMinimise }: DecisionProps) {
  const t = useT();
  const { decideApproval } = useSessionActions();
  const { feedback, setFeedback, field } = useFeedback();
  const [confirmed, setConfirmed] = useState(false);
  const [locked, setLocked] = useState(false);
  const { request } = approval;
  const review = useParameterReview(request.parameters);
  const label = useToolLabel()(approvalNaming(request)).text;
  const critical = request.riskLevel === 'critical';
  const canApprove = !locked && review.done && (!critical || confirmed);
  const decide = (approved: boolean) => {
    if (locked || (approved && !canApprove)) return;
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
        <PlaceNotesBox notes={notes} />
        <ApprovalDetails request={request} review={review} />
        <FeedbackField value={feedback} onChange={setFeedback} field={field} />
        {critical && <CriticalConfirmation checked={confirmed} onChange={setConfirmed} />}
      </div>
      <DecisionButtons
        locked={locked}
        canApprove={canApprove}
        waits={review.waits}
        decide={decide}
        onMinimise={onMinimise}
      />
    </>
  );
}

/**
 * The approval requests the server sent, one at a time in arrival order, as a real modal that fits the
 * screen (the request scrolls, the decision buttons stay in view). Focus is trapped by the browser and
 * returns afterwards; Escape never rejects — it minimises the dialog to a banner that reopens it. Only
 * server requests in the session state can open it; one out of place (after its run, or naming a call that
 * never started) says so, and its note describes the dialog.
 */
export default function ApprovalDialog() {
  const t = useT();
  const pending = usePendingApprovals();
  const [minimised, setMinimised] = useState(false);
  const current = pending[0];
  const notes = usePlaceNotes(current?.approvalId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Decided after being reopened from the banner (gone now): the message box has the focus next.
  const { composerBox } = useAppController();
  const dialog = useModal(current !== undefined && !minimised, { initial: heading, fallback: composerBox.element });

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
        aria-describedby={hasPlaceNotes(notes) ? placeNotesId : undefined}
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
            notes={notes}
            onMinimise={() => setMinimised(true)}
          />
        )}
      </dialog>
    </>
  );
}
