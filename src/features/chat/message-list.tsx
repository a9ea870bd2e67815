import { onDemand } from '../../components/ui/on-demand';
import { listSize } from '../../lib/persistent/persistent-list';
import { useChatBackground, useTimeline } from '../../session/react/hooks';
import { AnswerAnnouncer } from './answer-announcer';
import { TranscriptFrame } from './transcript-frame';

// The rows and their virtual list load once the conversation has one: a first visit starts with none, so its
// first screen does without them (issue 36), and the service worker has them cached soon after.
const useTranscript = onDemand(() => import('./transcript'));

/** The conversation: its start while it is empty, else its rows (`transcript.tsx`). */
export function MessageList() {
  const count = listSize(useTimeline());
  const background = useChatBackground();
  const transcript = useTranscript(count > 0);
  return (
    <div className="relative min-h-0 flex-1" style={background ? { background } : undefined}>
      {(count > 0 && transcript) || <TranscriptFrame empty={count === 0} />}
      <AnswerAnnouncer />
    </div>
  );
}
