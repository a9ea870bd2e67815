import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useStateDiverged } from '../../session/react/hooks';

/** Shown while a delta could not be applied: the state may be stale until the next snapshot. */
export function DivergedAlert() {
  const t = useT();
  const diverged = useStateDiverged();
  const patch = useMemo(() => (diverged ? JSON.stringify(diverged.patch, null, 2) : ''), [diverged]);
  if (!diverged) return null;
  return (
    <div role="alert" className="rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900">
      <p className="font-semibold">{t('state.diverged.title')}</p>
      <p className="mt-1">{t('state.diverged.body', { reason: diverged.reason })}</p>
      <p className="mt-2 text-xs font-medium">{t('state.diverged.patch')}</p>
      <pre className="mt-1 max-h-48 overflow-auto rounded bg-white p-2 font-mono text-xs text-slate-800">{patch}</pre>
    </div>
  );
}
