import { useT } from '../../i18n/use-t';
import type { TranscriptMessage } from '../../model/session-state';
import { AnswerNote, ShownNote } from './answer-note';
import { CopyAnswer } from './copy-answer';

/** Under an answer: copy it (text or Markdown), add a "klopt niet" note, and the note it has. Its own chunk. */
export default function AnswerActions({ message }: { message: TranscriptMessage }) {
  const t = useT();
  return (
    <>
      {message.inspectorNote !== undefined && <ShownNote note={message.inspectorNote} />}
      <div role="group" aria-label={t('answer.actions')} className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <CopyAnswer markdown={message.text} />
        <AnswerNote messageId={message.id} />
      </div>
    </>
  );
}
