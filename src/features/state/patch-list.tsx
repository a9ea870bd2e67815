import { memo, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import type { StateMark } from '../../model/state-history';
import { useStateChanges } from '../../session/react/hooks';
import { describeOp } from './describe-op';
import { EmptyNote, PanelPart } from './panel-part';
import { useFormats } from './use-formats';

const MAX_OPS = 8;

/** One snapshot or delta: when, which kind, whether it failed, its operations. */
export const ChangeRow = memo(
  function ChangeRow({ change }: { change: StateMark }) {
    const t = useT();
    const { clock } = useFormats();
    const ops = change.ops ?? [];
    return (
      <li
        className={`rounded-md border px-2 py-1 ${change.failed ? 'border-rose-300 bg-rose-50' : 'border-slate-200 bg-white'}`}
      >
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <time dateTime={new Date(change.at).toISOString()} className="text-slate-500 tabular-nums">
            {clock(change.at)}
          </time>
          <span className="font-medium text-slate-800">{t(`state.change.${change.kind}`)}</span>
          {change.failed && (
            <span className="rounded bg-rose-700 px-1.5 font-medium text-on-accent">{t('state.change.failed')}</span>
          )}
        </p>
        {change.failed && <p className="text-xs text-rose-800">{change.failed}</p>}
        {ops.length > 0 && (
          <ul className="mt-0.5 font-mono text-xs break-all text-slate-700">
            {ops.slice(0, MAX_OPS).map((op, index) => (
              <li key={index}>{describeOp(op)}</li>
            ))}
            {ops.length > MAX_OPS && (
              <li className="text-slate-500">{t('state.change.moreOps', { count: ops.length - MAX_OPS })}</li>
            )}
          </ul>
        )}
      </li>
    );
  },
  (before, after) => before.change.seq === after.change.seq && before.change.failed === after.change.failed,
);

/** Recent snapshots and deltas, newest first (the selector keeps the last 50). */
export function PatchList() {
  const t = useT();
  const changes = useStateChanges();
  const newestFirst = useMemo(() => [...changes].reverse(), [changes]);
  return (
    <PanelPart title={t('state.changes')}>
      {newestFirst.length === 0 ? (
        <EmptyNote>{t('state.changes.empty')}</EmptyNote>
      ) : (
        <ol className="space-y-1" aria-label={t('state.changes')}>
          {newestFirst.map((change) => (
            <ChangeRow key={change.seq} change={change} />
          ))}
        </ol>
      )}
    </PanelPart>
  );
}
