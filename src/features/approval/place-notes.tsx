import { useStore } from 'zustand';
import { useT } from '../../i18n/use-t';
import { selectApprovalOutsideRun, selectApprovalUnknownCall } from '../../model/approval-notes';
import { useSession } from '../../session/react/session-context';

export interface PlaceNotes {
  /** Asked after its run had ended. */
  outsideRun: boolean;
  /** The tool call it names, which this conversation never had. */
  unknownCall?: string;
}

/** Where the approval came out of place, if it did (none for no approval). */
export function usePlaceNotes(approvalId: string | undefined): PlaceNotes {
  const { store } = useSession();
  const outsideRun = useStore(store, (state) => !!approvalId && selectApprovalOutsideRun(state, approvalId));
  const unknownCall = useStore(store, (state) =>
    approvalId ? selectApprovalUnknownCall(state, approvalId) : undefined,
  );
  return { outsideRun, unknownCall };
}

export const placeNotesId = 'approval-place-notes';
export const hasPlaceNotes = ({ outsideRun, unknownCall }: PlaceNotes): boolean => outsideRun || !!unknownCall;

/** The request is shown and can be answered (the server may really want it), with a note on what is odd about it. */
export function PlaceNotesBox({ notes }: { notes: PlaceNotes }) {
  const t = useT();
  if (!hasPlaceNotes(notes)) return null;
  return (
    <div
      id={placeNotesId}
      className="mt-3 grid gap-1 rounded-lg border border-amber-400 bg-amber-50 p-2 text-sm break-words text-amber-950"
    >
      {notes.outsideRun && <p>{t('approvalPlace.afterRun')}</p>}
      {notes.unknownCall && <p>{t('approvalPlace.unknownCall', { id: notes.unknownCall.slice(0, 80) })}</p>}
    </div>
  );
}
