import { useId, type ChangeEvent } from 'react';
import type { MessageKey } from '../../../i18n/catalog';
import { useT } from '../../../i18n/use-t';
import type { ReplayFrame } from '../../../session/replay-player';
import { readFileText } from './file-io';
import { type ImportOutcome, useImportOutcome } from './import-outcome-store';
import { parseEventLog, type ImportErrorReason } from './parse-event-log';

const speeds = [0, 1, 2, 5, 10] as const;
const errorKeys: Record<ImportErrorReason, MessageKey> = {
  'invalid-json': 'events.import.invalidJson',
  'not-an-object': 'events.import.notObject',
  'no-type': 'events.import.noType',
};
const errorsShown = 50;

/** What came of the last file: read or not, how many frames play, which lines were bad. */
function ImportOutcomeView({ outcome }: { outcome: ImportOutcome }) {
  const t = useT();
  return (
    <>
      {'failed' in outcome && (
        <p role="alert" className="text-rose-800">
          {t('events.import.readFailed', { file: outcome.file })}
        </p>
      )}
      {'played' in outcome && (
        <p role="status" className={outcome.played > 0 ? 'text-emerald-800' : 'text-slate-600'}>
          {outcome.played > 0
            ? t('events.import.played', { count: outcome.played })
            : t('events.import.nothing', { file: outcome.file })}
        </p>
      )}
      {'errors' in outcome && outcome.errors.length > 0 && (
        <div
          role="alert"
          className="max-h-32 overflow-y-auto rounded-md border border-rose-200 bg-rose-50 p-2 text-rose-900"
        >
          <p className="font-medium">
            {t('events.import.errors', { file: outcome.file, count: outcome.errors.length })}
          </p>
          <ul className="list-disc pl-5">
            {outcome.errors.slice(0, errorsShown).map((error) => (
              <li key={error.line}>{t(errorKeys[error.reason], { line: error.line })}</li>
            ))}
          </ul>
          {outcome.errors.length > errorsShown && (
            <p>{t('events.import.moreErrors', { count: outcome.errors.length - errorsShown })}</p>
          )}
        </div>
      )}
    </>
  );
}

interface FilePickerProps {
  id: string;
  /** The name of the file last chosen. */
  chosen: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The file input in the UI's language: a button and the chosen file's name, where the browser's own control
 * would speak its language. The native input stays for keyboard and assistive technology, visually hidden.
 */
function FilePicker({ id, chosen, onChange }: FilePickerProps) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span id={`${id}-label`}>{t('events.import.file')}</span>
      <div className="flex min-w-0 items-center gap-2">
        <input
          id={id}
          type="file"
          accept=".jsonl,.json,.txt"
          onChange={onChange}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-name`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex shrink-0 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 hover:bg-slate-100 pointer-coarse:min-h-11"
        >
          {t('events.import.choose')}
        </label>
        <span id={`${id}-name`} className="min-w-0 truncate">
          {chosen ?? t('events.import.noFile')}
        </span>
      </div>
    </div>
  );
}

/** Replays a saved log (or hand-written events) from a file; bad lines are listed, good ones still play. */
export function ReplayImport({ onReplay }: { onReplay: (frames: ReplayFrame[], speed: number) => void }) {
  const t = useT();
  const id = useId();
  const { speed, setSpeed, outcome, setOutcome } = useImportOutcome();

  const replayFile = async (file: File) => {
    try {
      const { frames, errors } = parseEventLog(await readFileText(file));
      setOutcome({ file: file.name, played: frames.length, errors });
      if (frames.length > 0) onReplay(frames, speed);
    } catch {
      // The browser's reason is technical and in its own language; the file's name says which one to try again.
      setOutcome({ file: file.name, failed: true });
    }
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void replayFile(file);
  };

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 p-2 text-xs text-slate-700">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={`${id}-speed`}>{t('events.import.speed')}</label>
          <select
            id={`${id}-speed`}
            value={speed}
            onChange={(event) => setSpeed(Number(event.target.value))}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm pointer-coarse:min-h-11"
          >
            {speeds.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t('events.import.speedInstant') : t('events.import.speedTimes', { speed: value })}
              </option>
            ))}
          </select>
        </div>
        <FilePicker id={`${id}-file`} chosen={outcome?.file} onChange={onFile} />
      </div>
      {outcome && <ImportOutcomeView outcome={outcome} />}
    </div>
  );
}
