import { memo } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { useT } from '../../../i18n/use-t';
import { formatClock } from '../../../lib/format-clock';
import { isFlagged, type EventLogEntry } from '../../../model/event-log';
import { EntryAnnotations } from './entry-annotations';
import { formatSize } from './format';
import { PayloadView } from './payload-view';

const arrows = { in: '↓', out: '↑', client: '•' } as const;
const directionTone = { in: 'text-sky-800', out: 'text-violet-800', client: 'text-slate-700' } as const;

interface EventRowProps {
  entry: EventLogEntry;
  expanded: boolean;
  onToggle: (seq: number) => void;
}

/** One logged frame: a summary line that opens its payload, its rejection reason, the client's note and the rules it broke. */
export const EventRow = memo(function EventRow({ entry, expanded, onToggle }: EventRowProps) {
  const t = useT();
  const language = useLanguage();
  const rejected = entry.rejection !== undefined;
  const edge = rejected
    ? 'border-l-rose-600 bg-rose-50'
    : isFlagged(entry)
      ? 'border-l-amber-500'
      : 'border-l-transparent';
  return (
    <div className={`border-b border-l-4 border-b-slate-100 px-2 py-1 ${edge}`}>
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => onToggle(entry.seq)}
        className="grid w-full grid-cols-[3.5rem_6.5rem_3.5rem_minmax(0,1fr)_4.5rem] items-baseline gap-2 text-left font-mono text-xs hover:bg-slate-100 max-sm:grid-cols-[3rem_3.5rem_minmax(0,1fr)_4rem] pointer-coarse:min-h-11 pointer-coarse:items-center"
      >
        <span className="text-slate-600">#{entry.seq}</span>
        <span className="text-slate-600 max-sm:hidden">{formatClock(entry.at, language)}</span>
        <span className={directionTone[entry.direction]}>
          <span aria-hidden>{arrows[entry.direction]} </span>
          {t(`events.direction.${entry.direction}`)}
        </span>
        <span className={`font-semibold break-all ${rejected ? 'text-rose-800' : 'text-slate-900'}`}>{entry.type}</span>
        <span className="text-right text-slate-600">{formatSize(entry.size)}</span>
      </button>
      {rejected && (
        <p className="pl-2 text-xs text-rose-800">{t('events.rejected', { reason: entry.rejection ?? '' })}</p>
      )}
      {entry.note && <p className="pl-2 text-xs text-amber-800">{t('events.note', { note: entry.note })}</p>}
      {entry.annotations && <EntryAnnotations annotations={entry.annotations} />}
      {expanded && <PayloadView seq={entry.seq} payload={entry.payload} />}
    </div>
  );
});
