import { useLayoutEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { listToArray } from '../../protocol/persistent-list';
import { useTimeline } from '../../session/hooks';
import { EmptyState } from './empty-state';
import { MessageRow } from './message-row';

const pinnedSlackPx = 48;

export function MessageList() {
  const timeline = useTimeline();
  const items = useMemo(() => listToArray(timeline), [timeline]);
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const box = scroller.current;
    const list = content.current;
    if (!box || !list) return;
    const onScroll = () => {
      pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < pinnedSlackPx;
    };
    const follow = new ResizeObserver(() => {
      if (pinned.current) box.scrollTop = box.scrollHeight;
    });
    box.addEventListener('scroll', onScroll, { passive: true });
    follow.observe(list);
    return () => {
      box.removeEventListener('scroll', onScroll);
      follow.disconnect();
    };
  }, []);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-8">
      {items.length === 0 && <EmptyState />}
      <ol ref={content} role="log" aria-label={t('chat.label')} aria-live="polite" className="mx-auto flex max-w-4xl flex-col gap-4">
        {items.map((item) => (item.kind === 'message' ? <MessageRow key={item.id} id={item.id} /> : null))}
      </ol>
    </div>
  );
}
