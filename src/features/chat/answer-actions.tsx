import { type ButtonHTMLAttributes, type Ref, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import type { TranscriptMessage } from '../../model/session-state';
import { ActionIcon } from './action-icons';
import { ActionsMenu } from './actions-menu';
import { NoteForm, ShownNote } from './answer-note';
import { CopiedNote, useCopyAnswer } from './copy-answer';
import { useIsLatestAnswer } from './latest-answer';

/**
 * An older answer's actions wait out of sight until the answer has focus (Tab, or a tap on it) or a mouse over
 * it; on a touch screen they take no room until then. Still in the accessibility tree and the tab order.
 */
const shy =
  'opacity-0 group-hover/answer:opacity-100 group-focus-within/answer:opacity-100 pointer-coarse:h-0 pointer-coarse:overflow-hidden pointer-coarse:group-focus-within/answer:h-auto pointer-coarse:group-focus-within/answer:overflow-visible';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  icon: Parameters<typeof ActionIcon>[0]['name'];
  ref?: Ref<HTMLButtonElement>;
}

/** A compact button: an icon to see, its name for assistive technology and as a tooltip. */
function IconButton({ label, icon, ...rest }: IconButtonProps) {
  return (
    <Button size="sm" aria-label={label} title={label} className="inline-flex items-center justify-center" {...rest}>
      <ActionIcon name={icon} />
    </Button>
  );
}

/**
 * Under an answer, one compact row: copy it, "klopt niet", and a menu with the rest (copy as Markdown); the
 * note it has above. Shown on the newest answer always. Its own chunk.
 */
export default function AnswerActions({ message }: { message: TranscriptMessage }) {
  const t = useT();
  const latest = useIsLatestAnswer(message.id);
  const [copied, copy] = useCopyAnswer(message.text);
  const [noting, setNoting] = useState(false);
  const noteButton = useRef<HTMLButtonElement>(null);
  const closeNote = () => {
    setNoting(false);
    requestAnimationFrame(() => noteButton.current?.focus());
  };
  const more = [{ label: t('answer.copyMarkdown'), run: () => void copy(true) }];
  return (
    <>
      {message.inspectorNote !== undefined && <ShownNote note={message.inspectorNote} />}
      <div
        role="group"
        aria-label={t('answer.actions')}
        className={`mt-1 flex flex-wrap items-center gap-1 text-xs ${latest || noting ? '' : shy}`}
      >
        <IconButton label={t('answer.copy')} icon="copy" onClick={() => void copy(false)} />
        <IconButton
          ref={noteButton}
          label={t('answer.note')}
          icon="flag"
          aria-expanded={noting}
          onClick={() => setNoting(!noting)}
        />
        <ActionsMenu label={t('answer.more')} icon={<ActionIcon name="more" />} actions={more} />
        <CopiedNote copied={copied} />
      </div>
      {noting && <NoteForm messageId={message.id} onDone={closeNote} />}
    </>
  );
}
