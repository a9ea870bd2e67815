import { type ReactNode, useMemo } from 'react';
import type { SessionSummary, UnreadableEntry } from '../../api/contract';
import { useVirtualList } from '../../components/ui/virtual/use-virtual-list';
import { VirtualRows } from '../../components/ui/virtual/virtual-rows';
import { useT } from '../../i18n/use-t';
import type { Snippet } from '../../lib/text-search';
import { SessionItem } from './session-item';
import { titleContrasts } from './session-preview';
import type { SessionRowData } from './use-session-list';

/** An entry of the list the server sent that could not be read: in its place, with its id when it named one. */
function UnreadableRow({ entry }: { entry: UnreadableEntry }) {
  const t = useT();
  return (
    <p className="rounded-xl border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {entry.id ? t('sessions.unreadableId', { id: entry.id }) : t('sessions.unreadable')}
    </p>
  );
}

export interface SessionRowsProps {
  rows: readonly SessionRowData[];
  /** Above the rows and below them, in the same scroller (the list's state, "Meer laden"). */
  before: ReactNode;
  after: ReactNode;
  currentThreadId: string;
  snippetOf: (sessionId: string) => Snippet | undefined;
  onOpen: (sessionId: string) => void;
  onDelete: (session: SessionSummary) => void;
  onRename?: (sessionId: string, title: string) => void;
}

const keyOf = (row: SessionRowData | undefined, index: number) =>
  row ? ('session' in row ? row.session.sessionId : row.key) : index;

/**
 * The sessions, virtualized: only the rows in view (and a few more) are in the DOM, however many pages are loaded.
 * Each row is a list item with a real button, so Tab and a screen reader walk it as a list.
 */
function SessionRows(props: SessionRowsProps) {
  const { rows, before, after, currentThreadId, snippetOf, onOpen, onDelete, onRename } = props;
  const t = useT();
  // Which titles start alike ("Start inspectie bij …"), and how each differs.
  const contrasts = useMemo(
    () =>
      titleContrasts(
        rows.flatMap((row) =>
          'session' in row ? [{ id: row.session.sessionId, title: row.session.title ?? '' }] : [],
        ),
      ),
    [rows],
  );
  const { setScroller, ...list } = useVirtualList({
    count: rows.length,
    keyAt: (index) => keyOf(rows[index], index),
    // A title on two lines, what tells it apart, its facts: measured once shown.
    estimateSize: 108,
    overscan: 8,
  });
  return (
    <div ref={setScroller} className="min-h-0 flex-1 overflow-y-auto">
      {before}
      <VirtualRows
        {...list}
        aria-label={t('sessions.label')}
        itemAt={(index) => rows[index]}
        rowClassName="pb-1"
        renderRow={(row) =>
          'session' in row ? (
            <SessionItem
              session={row.session}
              snippet={snippetOf(row.session.sessionId)}
              contrast={contrasts.get(row.session.sessionId)}
              current={row.session.sessionId === currentThreadId}
              onOpen={onOpen}
              onDelete={onDelete}
              onRename={onRename}
            />
          ) : (
            <UnreadableRow entry={row.unreadable} />
          )
        }
      />
      {after}
    </div>
  );
}

/** The rows, loaded once there is one (session-rows-on-demand.tsx). */
export default function sessionRows(props: SessionRowsProps) {
  return <SessionRows {...props} />;
}
