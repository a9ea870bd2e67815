import type { ReactNode, Ref } from 'react';
import { useT } from '../../i18n/use-t';
import { useAnswerStreaming, useHistoryStatus } from '../../session/react/hooks';
import { EmptyState } from './empty-state';
import { HistoryBanner } from './history-banner';

interface TranscriptFrameProps {
  scrollerRef?: Ref<HTMLDivElement>;
  onScroll?: () => void;
  /** The conversation has no row: the first inspection's start is offered (once its history is not loading). */
  empty?: boolean;
  /** The rows; none while the conversation is empty or the list's code is still on its way. */
  children?: ReactNode;
}

/** The conversation's scroller and log, drawn the same with or without the virtual list inside. */
export function TranscriptFrame({ scrollerRef, onScroll, empty, children }: TranscriptFrameProps) {
  const t = useT();
  const history = useHistoryStatus();
  const busy = useAnswerStreaming();
  return (
    <div ref={scrollerRef} onScroll={onScroll} className="h-full overflow-y-auto px-4 py-6 sm:px-8">
      <HistoryBanner />
      {empty && history.status !== 'loading' && <EmptyState />}
      <h2 className="sr-only">{t('chat.label')}</h2>
      {/* Not live: the announcer says each finished answer once, instead of every streamed fragment. */}
      <div role="log" aria-label={t('chat.label')} aria-live="off" aria-busy={busy}>
        {children}
      </div>
    </div>
  );
}
