import { lazy, memo, Suspense } from 'react';
import type { TimelineItem } from '../../model/session-state';
import { ApprovalRow } from './approval-row';
import { MessageRow } from './message-row';
import { NoticeRow } from './notice-row';
import { ToolChip } from './tool-chip';

const StateChangeRow = lazy(() => import('./state-change-row'));

export const TimelineRow = memo(function TimelineRow({ item }: { item: TimelineItem }) {
  switch (item.kind) {
    case 'message':
      return <MessageRow id={item.id} />;
    case 'toolCall':
      return <ToolChip id={item.id} />;
    case 'notice':
      return <NoticeRow id={item.id} />;
    case 'approval':
      return <ApprovalRow id={item.id} />;
    case 'stateChange':
      return (
        <Suspense fallback={null}>
          <StateChangeRow id={item.id} />
        </Suspense>
      );
  }
});
