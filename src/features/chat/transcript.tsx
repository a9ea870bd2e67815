import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { type ScrollAlign, useVirtualList } from '../../components/ui/virtual/use-virtual-list';
import { VirtualRows } from '../../components/ui/virtual/virtual-rows';
import { useT } from '../../i18n/use-t';
import { listGet, listSize, listValues, type PList } from '../../lib/persistent/persistent-list';
import type { TimelineItem } from '../../model/session-state';
import { useTimeline } from '../../session/react/hooks';
import { useFocus } from '../../ui-state/focus-store';
import { loadMarkdown } from './message-row';
import { TimelineRow } from './timeline-row';
import { TranscriptFrame } from './transcript-frame';
import { useStickToBottom } from './use-stick-to-bottom';

/** Another panel asked to show a message (e.g. the one a tool call belongs to): scroll it to the middle. */
function useShowRequestedMessage(
  timeline: PList<TimelineItem>,
  scrollToIndex: (index: number, align: ScrollAlign) => void,
  unpin: () => void,
) {
  useEffect(
    () =>
      useFocus.subscribe((focus, previous) => {
        const request = focus.message;
        if (!request || request === previous.message) return;
        let index = 0;
        for (const item of listValues(timeline)) {
          if (item.kind === 'message' && item.id === request.id) {
            unpin();
            scrollToIndex(index, 'center');
            return;
          }
          index += 1;
        }
      }),
    [timeline, scrollToIndex, unpin],
  );
}

/**
 * The conversation, virtualized: only the rows in view are in the DOM. It stays pinned to the
 * newest content while it streams, unless the inspector scrolled up — then a button offers to jump.
 */
function Transcript() {
  const t = useT();
  const timeline = useTimeline();
  const count = listSize(timeline);
  const list = useVirtualList({
    count,
    keyAt: (index) => listGet(timeline, index)?.id ?? index,
    estimateSize: 96,
    overscan: 6,
  });
  const { attachScroller, onScroll, unpin, jump, showJump } = useStickToBottom({
    count,
    totalSize: list.totalSize,
    setScroller: list.setScroller,
    scrollToIndex: list.scrollToIndex,
  });
  useShowRequestedMessage(timeline, list.scrollToIndex, unpin);
  useEffect(() => void loadMarkdown(), []);

  return (
    <>
      <TranscriptFrame scrollerRef={attachScroller} onScroll={onScroll}>
        <VirtualRows
          {...list}
          itemAt={(index) => listGet(timeline, index)}
          renderRow={(item) => <TimelineRow item={item} />}
          className="mx-auto max-w-4xl"
          rowClassName="pb-4 empty:pb-0"
        />
      </TranscriptFrame>
      {showJump && (
        <Button variant="primary" onClick={jump} className="absolute bottom-4 left-1/2 -translate-x-1/2">
          {t('chat.newMessages')}
        </Button>
      )}
    </>
  );
}

/** The rows, loaded once the conversation has one (features/chat/message-list.tsx). */
export default <Transcript />;
