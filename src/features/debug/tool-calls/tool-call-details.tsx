import { useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { selectParsedArgs } from '../../../model/selectors';
import type { ToolCallRecord } from '../../../model/session-state';
import { CopyButton } from './copy-button';
import { readResult } from './display-text';
import { JsonView } from './json-view';
import { LongText } from './long-text';
import { ToolCallTimings } from './tool-call-timings';

function Part({
  title,
  note,
  copy,
  children,
}: {
  title: string;
  note?: string;
  copy?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h3 className="text-xs font-semibold text-slate-700">{title}</h3>
        {note && <span className="text-xs text-slate-500 italic">({note})</span>}
        {copy}
      </div>
      {children}
    </div>
  );
}

function Arguments({ call }: { call: ToolCallRecord }) {
  const t = useT();
  const parsed = selectParsedArgs(call);
  const value = 'value' in parsed ? parsed.value : undefined;
  const pretty = useMemo(() => (value === undefined ? undefined : JSON.stringify(value, null, 2)), [value]);
  const title = t('tools.arguments');
  if (call.argsText.trim() === '')
    return (
      <Part title={title}>
        <p className="text-xs text-slate-500">{t('tools.arguments.none')}</p>
      </Part>
    );
  const note =
    pretty === undefined ? t('tools.arguments.raw') : parsed.complete ? undefined : t('tools.arguments.partial');
  const copy = (
    <CopyButton
      text={parsed.complete && pretty !== undefined ? pretty : call.argsText}
      label={t('tools.copy.arguments')}
    />
  );
  return (
    <Part title={title} note={note} copy={copy}>
      {pretty === undefined ? (
        <LongText text={call.argsText} />
      ) : (
        <JsonView value={value} text={pretty} label={title} />
      )}
    </Part>
  );
}

function Result({ call }: { call: ToolCallRecord }) {
  const t = useT();
  const read = useMemo(() => (call.result === undefined ? undefined : readResult(call.result)), [call.result]);
  const title = t('tools.result');
  return (
    <Part
      title={title}
      note={read?.truncated ? t('tool.truncated') : undefined}
      copy={read && <CopyButton text={read.text} label={t('tools.copy.result')} />}
    >
      {call.error && (
        <p className="mb-1 text-xs font-medium text-rose-800">{t('tools.error', { message: call.error })}</p>
      )}
      {!read ? (
        <p className="text-xs text-slate-500">{t('tools.result.none')}</p>
      ) : read.json ? (
        <JsonView value={read.value} text={read.text} label={title} />
      ) : (
        <LongText text={read.text} />
      )}
    </Part>
  );
}

/** What a tool call got and gave, and when; rendered only while its row is open. */
export function ToolCallDetails({
  call,
  onShowMessage,
}: {
  call: ToolCallRecord;
  onShowMessage: (messageId: string) => void;
}) {
  const t = useT();
  const messageId = call.parentMessageId;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 p-3">
      <Part title={t('tools.timings')}>
        <ToolCallTimings call={call} />
      </Part>
      <Arguments call={call} />
      <Result call={call} />
      <div>
        <Button
          size="sm"
          disabled={!messageId}
          title={messageId ? undefined : t('tools.showInChat.none')}
          onClick={() => messageId && onShowMessage(messageId)}
        >
          {t('tools.showInChat')}
        </Button>
      </div>
    </div>
  );
}
