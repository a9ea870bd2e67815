import { lazy, Suspense, useState } from 'react';
import { usePendingApprovals } from '../../session/react/hooks';

const ApprovalDialog = lazy(() => import('./approval-dialog'));

/**
 * Where the approval dialog goes. Its code (the review of every parameter, its texts) is not the first screen's:
 * it is imported when the first request is pending (from the frame that asked it; the chunk is usually there
 * already, fetched after the page loaded) and then stays, so its focus return and banner work as before.
 */
export function ApprovalSlot() {
  const pending = usePendingApprovals().length > 0;
  const [asked, setAsked] = useState(pending);
  if (pending && !asked) setAsked(true);
  if (!pending && !asked) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalDialog />
    </Suspense>
  );
}
