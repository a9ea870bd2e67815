import { useDeferredValue, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { logEntries, logSize } from '../../../model/event-log';
import type { ReplayFrame } from '../../../session/replay-player';
import { isFiltering, noFilter } from './entry-filter';
import { EventFilters } from './event-filters';
import { EventList } from './event-list';
import { eventLogToJsonl, exportFileName } from './export-event-log';
import { downloadText } from './file-io';
import { redactEntries } from './redact-event-log';
import { ReplayImport } from './replay-import';
import { useInspectedLog } from './use-inspected-log';

/** Every frame in and out of the session: filter, pause, inspect payloads, export and replay logs. */
export function EventInspector({ onReplay }: { onReplay: (frames: ReplayFrame[], speed: number) => void }) {
  const t = useT();
  const [filter, setFilter] = useState(noFilter);
  const shownFilter = useDeferredValue(filter);
  const view = useInspectedLog(shownFilter);
  const exportLog = (redact: boolean) => {
    const entries = logEntries(view.live);
    downloadText(eventLogToJsonl(redact ? redactEntries(entries) : entries), exportFileName(Date.now(), redact));
  };
  const empty = logSize(view.live) === 0;

  return (
    <section aria-label={t('events.label')} className="flex h-full min-h-0 flex-col bg-white text-sm">
      <div className="flex flex-col gap-2 border-b border-slate-200 p-2">
        <EventFilters filter={filter} types={view.types} onChange={setFilter} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <Button size="sm" onClick={view.paused ? view.follow : view.pause}>
            {view.paused ? t('events.follow') : t('events.pause')}
          </Button>
          {view.paused && (
            <span className="font-medium text-amber-800">
              {t('events.newSincePause', { count: view.newSincePause })}
            </span>
          )}
          <span>{t('events.count', { shown: view.count, total: view.total })}</span>
          {view.dropped > 0 && <span>{t('events.dropped', { count: view.dropped })}</span>}
          <Button size="sm" onClick={() => exportLog(false)} disabled={empty} className="ml-auto">
            {t('events.export')}
          </Button>
          <Button size="sm" onClick={() => exportLog(true)} disabled={empty}>
            {t('inspect.exportRedacted')}
          </Button>
        </div>
      </div>
      <EventList
        count={view.count}
        entryAt={view.entryAt}
        following={!view.paused}
        filtered={isFiltering(shownFilter)}
      />
      <ReplayImport onReplay={onReplay} />
    </section>
  );
}
